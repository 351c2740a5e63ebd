; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #2

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #2

; Function Attrs: nounwind
define cc 102 void @attention_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = shl nsw i64 %8, 3
  %12 = and i64 %11, 56
  %13 = lshr i64 %11, 6
  %14 = trunc i64 %13 to i32
  %15 = add i32 %10, %14
  %16 = shl i32 %15, 6
  %17 = sext i32 %16 to i64
  %18 = getelementptr bfloat, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr bfloat, ptr addrspace(1) %18, i64 %12
  %20 = load bfloat, ptr addrspace(1) %19, align 16
  %21 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 2
  %22 = load bfloat, ptr addrspace(1) %21, align 2
  %23 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 4
  %24 = load bfloat, ptr addrspace(1) %23, align 4
  %25 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 6
  %26 = load bfloat, ptr addrspace(1) %25, align 2
  %27 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 8
  %28 = load bfloat, ptr addrspace(1) %27, align 8
  %29 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 10
  %30 = load bfloat, ptr addrspace(1) %29, align 2
  %31 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 12
  %32 = load bfloat, ptr addrspace(1) %31, align 4
  %33 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 14
  %34 = load bfloat, ptr addrspace(1) %33, align 2
  %35 = add nsw i64 %11, 1024
  %36 = lshr i64 %35, 6
  %37 = trunc i64 %36 to i32
  %38 = add i32 %10, %37
  %39 = shl i32 %38, 6
  %40 = sext i32 %39 to i64
  %41 = getelementptr bfloat, ptr addrspace(1) %0, i64 %40
  %42 = getelementptr bfloat, ptr addrspace(1) %41, i64 %12
  %43 = load bfloat, ptr addrspace(1) %42, align 16
  %44 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 2
  %45 = load bfloat, ptr addrspace(1) %44, align 2
  %46 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 4
  %47 = load bfloat, ptr addrspace(1) %46, align 4
  %48 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 6
  %49 = load bfloat, ptr addrspace(1) %48, align 2
  %50 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 8
  %51 = load bfloat, ptr addrspace(1) %50, align 8
  %52 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 10
  %53 = load bfloat, ptr addrspace(1) %52, align 2
  %54 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 12
  %55 = load bfloat, ptr addrspace(1) %54, align 4
  %56 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 14
  %57 = load bfloat, ptr addrspace(1) %56, align 2
  %58 = add nsw i64 %11, 2048
  %59 = lshr i64 %58, 6
  %60 = trunc i64 %59 to i32
  %61 = add i32 %10, %60
  %62 = shl i32 %61, 6
  %63 = sext i32 %62 to i64
  %64 = getelementptr bfloat, ptr addrspace(1) %0, i64 %63
  %65 = getelementptr bfloat, ptr addrspace(1) %64, i64 %12
  %66 = load bfloat, ptr addrspace(1) %65, align 16
  %67 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 2
  %68 = load bfloat, ptr addrspace(1) %67, align 2
  %69 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 4
  %70 = load bfloat, ptr addrspace(1) %69, align 4
  %71 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 6
  %72 = load bfloat, ptr addrspace(1) %71, align 2
  %73 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 8
  %74 = load bfloat, ptr addrspace(1) %73, align 8
  %75 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 10
  %76 = load bfloat, ptr addrspace(1) %75, align 2
  %77 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 12
  %78 = load bfloat, ptr addrspace(1) %77, align 4
  %79 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 14
  %80 = load bfloat, ptr addrspace(1) %79, align 2
  %81 = add nsw i64 %11, 3072
  %82 = lshr i64 %81, 6
  %83 = trunc i64 %82 to i32
  %84 = add i32 %10, %83
  %85 = shl i32 %84, 6
  %86 = sext i32 %85 to i64
  %87 = getelementptr bfloat, ptr addrspace(1) %0, i64 %86
  %88 = getelementptr bfloat, ptr addrspace(1) %87, i64 %12
  %89 = load bfloat, ptr addrspace(1) %88, align 16
  %90 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 2
  %91 = load bfloat, ptr addrspace(1) %90, align 2
  %92 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 4
  %93 = load bfloat, ptr addrspace(1) %92, align 4
  %94 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 6
  %95 = load bfloat, ptr addrspace(1) %94, align 2
  %96 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 8
  %97 = load bfloat, ptr addrspace(1) %96, align 8
  %98 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 10
  %99 = load bfloat, ptr addrspace(1) %98, align 2
  %100 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 12
  %101 = load bfloat, ptr addrspace(1) %100, align 4
  %102 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 14
  %103 = load bfloat, ptr addrspace(1) %102, align 2
  %104 = icmp sgt i32 %5, 0
  %105 = icmp ult i32 %7, 64
  br i1 %105, label %106, label %108

106: ; preds = %6
  %107 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %107, align 4
  br label %108

108: ; preds = %106, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %105, label %109, label %111

109: ; preds = %108
  %110 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %110, align 4
  br label %111

111: ; preds = %109, %108
  tail call void @llvm.musa.syncthreads.lm()
  %112 = shl i32 %14, 6
  br i1 %104, label %113, label %118

113: ; preds = %111
  %114 = sext i32 %112 to i64
  %115 = getelementptr bfloat, ptr addrspace(1) %1, i64 %114
  %116 = getelementptr bfloat, ptr addrspace(1) %115, i64 %12
  %117 = load <8 x bfloat>, ptr addrspace(1) %116, align 16
  br label %118

118: ; preds = %113, %111
  %119 = phi <8 x bfloat> [ %117, %113 ], [ zeroinitializer, %111 ]
  %120 = shl i32 %37, 6
  br i1 %104, label %121, label %126

121: ; preds = %118
  %122 = sext i32 %120 to i64
  %123 = getelementptr bfloat, ptr addrspace(1) %1, i64 %122
  %124 = getelementptr bfloat, ptr addrspace(1) %123, i64 %12
  %125 = load <8 x bfloat>, ptr addrspace(1) %124, align 16
  br label %126

126: ; preds = %121, %118
  %127 = phi <8 x bfloat> [ %125, %121 ], [ zeroinitializer, %118 ]
  br i1 %104, label %128, label %133

128: ; preds = %126
  %129 = sext i32 %112 to i64
  %130 = getelementptr bfloat, ptr addrspace(1) %2, i64 %129
  %131 = getelementptr bfloat, ptr addrspace(1) %130, i64 %12
  %132 = load <8 x bfloat>, ptr addrspace(1) %131, align 16
  br label %133

133: ; preds = %128, %126
  %134 = phi <8 x bfloat> [ %132, %128 ], [ zeroinitializer, %126 ]
  br i1 %104, label %135, label %140

135: ; preds = %133
  %136 = sext i32 %120 to i64
  %137 = getelementptr bfloat, ptr addrspace(1) %2, i64 %136
  %138 = getelementptr bfloat, ptr addrspace(1) %137, i64 %12
  %139 = load <8 x bfloat>, ptr addrspace(1) %138, align 16
  br label %140

140: ; preds = %135, %133
  %141 = phi <8 x bfloat> [ %139, %135 ], [ zeroinitializer, %133 ]
  %142 = trunc i64 %11 to i32
  %143 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %142
  %144 = or i32 %142, 1
  %145 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %144
  %146 = or i32 %142, 2
  %147 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %146
  %148 = or i32 %142, 3
  %149 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %148
  %150 = or i32 %142, 4
  %151 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %150
  %152 = or i32 %142, 5
  %153 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %152
  %154 = or i32 %142, 6
  %155 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %154
  %156 = or i32 %142, 7
  %157 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %156
  %158 = and i64 %35, 4294967232
  %159 = or i64 %158, %12
  %160 = trunc i64 %159 to i32
  %161 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %160
  %162 = or i32 %160, 1
  %163 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %162
  %164 = or i32 %160, 2
  %165 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %164
  %166 = or i32 %160, 3
  %167 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %166
  %168 = or i32 %160, 4
  %169 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %168
  %170 = or i32 %160, 5
  %171 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %170
  %172 = or i32 %160, 6
  %173 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %172
  %174 = or i32 %160, 7
  %175 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %174
  %176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %142
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %144
  %178 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %146
  %179 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %148
  %180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %150
  %181 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %152
  %182 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %154
  %183 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %156
  %184 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %160
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %162
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %164
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %166
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %168
  %189 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %170
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %172
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %174
  %192 = and i64 %58, 4294967232
  %193 = or i64 %192, %12
  %194 = trunc i64 %193 to i32
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %194
  %196 = or i32 %194, 1
  %197 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %196
  %198 = or i32 %194, 2
  %199 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %198
  %200 = or i32 %194, 3
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %200
  %202 = or i32 %194, 4
  %203 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %202
  %204 = or i32 %194, 5
  %205 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %204
  %206 = or i32 %194, 6
  %207 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %206
  %208 = or i32 %194, 7
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %208
  %210 = and i64 %81, 4294967232
  %211 = or i64 %210, %12
  %212 = trunc i64 %211 to i32
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %212
  %214 = or i32 %212, 1
  %215 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %214
  %216 = or i32 %212, 2
  %217 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %216
  %218 = or i32 %212, 3
  %219 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %218
  %220 = or i32 %212, 4
  %221 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %220
  %222 = or i32 %212, 5
  %223 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %222
  %224 = or i32 %212, 6
  %225 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %224
  %226 = or i32 %212, 7
  %227 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %226
  %228 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %142
  %229 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %144
  %230 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %146
  %231 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %148
  %232 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %150
  %233 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %152
  %234 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %154
  %235 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %156
  %236 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %160
  %237 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %162
  %238 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %164
  %239 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %166
  %240 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %168
  %241 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %170
  %242 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %172
  %243 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %174
  %244 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %194
  %245 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %196
  %246 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %198
  %247 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %200
  %248 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %202
  %249 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %204
  %250 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %206
  %251 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %208
  %252 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %212
  %253 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %214
  %254 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %216
  %255 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %218
  %256 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %220
  %257 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %222
  %258 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %224
  %259 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %226
  %260 = and i64 %11, 24
  %261 = lshr i64 %11, 5
  %262 = or i64 %260, 1
  %263 = or i64 %260, 2
  %264 = or i64 %260, 3
  %265 = or i64 %260, 4
  %266 = or i64 %260, 5
  %267 = or i64 %260, 6
  %268 = or i64 %260, 7
  %269 = shl nuw nsw i64 %260, 6
  %270 = add nuw nsw i64 %269, %261
  %271 = trunc i64 %270 to i32
  %272 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %271
  %273 = and i64 %11, -32
  %274 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %142
  %275 = shl nuw nsw i64 %262, 6
  %276 = add nuw nsw i64 %275, %261
  %277 = trunc i64 %276 to i32
  %278 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %277
  %279 = or i64 %262, %273
  %280 = trunc i64 %279 to i32
  %281 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %280
  %282 = shl nuw nsw i64 %263, 6
  %283 = add nuw nsw i64 %282, %261
  %284 = trunc i64 %283 to i32
  %285 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %284
  %286 = or i64 %263, %273
  %287 = trunc i64 %286 to i32
  %288 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %287
  %289 = shl nuw nsw i64 %264, 6
  %290 = add nuw nsw i64 %289, %261
  %291 = trunc i64 %290 to i32
  %292 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %291
  %293 = or i64 %264, %273
  %294 = trunc i64 %293 to i32
  %295 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %294
  %296 = shl nuw nsw i64 %265, 6
  %297 = add nuw nsw i64 %296, %261
  %298 = trunc i64 %297 to i32
  %299 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %298
  %300 = or i64 %265, %273
  %301 = trunc i64 %300 to i32
  %302 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %301
  %303 = shl nuw nsw i64 %266, 6
  %304 = add nuw nsw i64 %303, %261
  %305 = trunc i64 %304 to i32
  %306 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %305
  %307 = or i64 %266, %273
  %308 = trunc i64 %307 to i32
  %309 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %308
  %310 = shl nuw nsw i64 %267, 6
  %311 = add nuw nsw i64 %310, %261
  %312 = trunc i64 %311 to i32
  %313 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %312
  %314 = or i64 %267, %273
  %315 = trunc i64 %314 to i32
  %316 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %315
  %317 = shl nuw nsw i64 %268, 6
  %318 = add nuw nsw i64 %317, %261
  %319 = trunc i64 %318 to i32
  %320 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %319
  %321 = or i64 %268, %273
  %322 = trunc i64 %321 to i32
  %323 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %322
  %324 = lshr i64 %35, 5
  %325 = add nuw nsw i64 %324, %269
  %326 = trunc i64 %325 to i32
  %327 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %326
  %328 = and i64 %35, -32
  %329 = or i64 %328, %260
  %330 = trunc i64 %329 to i32
  %331 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %330
  %332 = add nuw nsw i64 %275, %324
  %333 = trunc i64 %332 to i32
  %334 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %333
  %335 = or i64 %262, %328
  %336 = trunc i64 %335 to i32
  %337 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %336
  %338 = add nuw nsw i64 %282, %324
  %339 = trunc i64 %338 to i32
  %340 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %339
  %341 = or i64 %263, %328
  %342 = trunc i64 %341 to i32
  %343 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %342
  %344 = add nuw nsw i64 %289, %324
  %345 = trunc i64 %344 to i32
  %346 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %345
  %347 = or i64 %264, %328
  %348 = trunc i64 %347 to i32
  %349 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %348
  %350 = add nuw nsw i64 %296, %324
  %351 = trunc i64 %350 to i32
  %352 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %351
  %353 = or i64 %265, %328
  %354 = trunc i64 %353 to i32
  %355 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %354
  %356 = add nuw nsw i64 %303, %324
  %357 = trunc i64 %356 to i32
  %358 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %357
  %359 = or i64 %266, %328
  %360 = trunc i64 %359 to i32
  %361 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %360
  %362 = add nuw nsw i64 %310, %324
  %363 = trunc i64 %362 to i32
  %364 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %363
  %365 = or i64 %267, %328
  %366 = trunc i64 %365 to i32
  %367 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %366
  %368 = add nuw nsw i64 %317, %324
  %369 = trunc i64 %368 to i32
  %370 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %369
  %371 = or i64 %268, %328
  %372 = trunc i64 %371 to i32
  %373 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %372
  %374 = and i64 %8, 31
  %375 = shl nsw i64 %8, 1
  %376 = and i64 %375, 4294967232
  %377 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %7
  %378 = add nsw i64 %8, 128
  %379 = shl nsw i64 %378, 1
  %380 = and i64 %379, 4294967232
  %381 = trunc i64 %378 to i32
  %382 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %381
  %383 = add nsw i64 %8, 256
  %384 = shl nsw i64 %383, 1
  %385 = and i64 %384, 4294967232
  %386 = trunc i64 %383 to i32
  %387 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %386
  %388 = add nsw i64 %8, 384
  %389 = shl nsw i64 %388, 1
  %390 = and i64 %389, 4294967232
  %391 = trunc i64 %388 to i32
  %392 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %391
  %393 = add nsw i64 %8, 512
  %394 = shl nsw i64 %393, 1
  %395 = and i64 %394, 4294967232
  %396 = trunc i64 %393 to i32
  %397 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %396
  %398 = add nsw i64 %8, 640
  %399 = shl nsw i64 %398, 1
  %400 = and i64 %399, 4294967232
  %401 = trunc i64 %398 to i32
  %402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %401
  %403 = add nsw i64 %8, 768
  %404 = shl nsw i64 %403, 1
  %405 = and i64 %404, 4294967232
  %406 = trunc i64 %403 to i32
  %407 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %406
  %408 = add nsw i64 %8, 896
  %409 = shl nsw i64 %408, 1
  %410 = and i64 %409, 4294967232
  %411 = trunc i64 %408 to i32
  %412 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %411
  %413 = add nsw i64 %8, 1024
  %414 = shl nsw i64 %413, 1
  %415 = and i64 %414, 4294967232
  %416 = trunc i64 %413 to i32
  %417 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %416
  %418 = add nsw i64 %8, 1152
  %419 = shl nsw i64 %418, 1
  %420 = and i64 %419, 4294967232
  %421 = trunc i64 %418 to i32
  %422 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %421
  %423 = add nsw i64 %8, 1280
  %424 = shl nsw i64 %423, 1
  %425 = and i64 %424, 4294967232
  %426 = trunc i64 %423 to i32
  %427 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %426
  %428 = add nsw i64 %8, 1408
  %429 = shl nsw i64 %428, 1
  %430 = and i64 %429, 4294967232
  %431 = trunc i64 %428 to i32
  %432 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %431
  %433 = add nsw i64 %8, 1536
  %434 = shl nsw i64 %433, 1
  %435 = and i64 %434, 4294967232
  %436 = trunc i64 %433 to i32
  %437 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %436
  %438 = add nsw i64 %8, 1664
  %439 = shl nsw i64 %438, 1
  %440 = and i64 %439, 4294967232
  %441 = trunc i64 %438 to i32
  %442 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %441
  %443 = add nsw i64 %8, 1792
  %444 = shl nsw i64 %443, 1
  %445 = and i64 %444, 4294967232
  %446 = trunc i64 %443 to i32
  %447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %446
  %448 = add nsw i64 %8, 1920
  %449 = shl nsw i64 %448, 1
  %450 = and i64 %449, 4294967232
  %451 = trunc i64 %448 to i32
  %452 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %451
  %453 = and i64 %8, 1
  %454 = icmp ult i32 %7, 128
  %455 = icmp eq i64 %453, 0
  %456 = and i1 %454, %455
  %457 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %142
  %458 = trunc i64 %261 to i32
  %459 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %458
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %458
  %461 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %280
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %287
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %294
  %464 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %301
  %465 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %308
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %315
  %467 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %322
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %330
  %469 = trunc i64 %324 to i32
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %469
  %471 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %469
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %336
  %473 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %342
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %348
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %354
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %360
  %477 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %366
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %372
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %142
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %280
  %481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %287
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %294
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %301
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %308
  %485 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %315
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %322
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %330
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %336
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %342
  %490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %348
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %354
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %360
  %493 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %366
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %372
  %495 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %142
  %496 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %280
  %497 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %287
  %498 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %294
  %499 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %301
  %500 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %308
  %501 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %315
  %502 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %322
  %503 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %330
  %504 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %336
  %505 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %342
  %506 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %348
  %507 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %354
  %508 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %360
  %509 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %366
  %510 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %372
  %511 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %142
  %512 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %144
  %513 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %146
  %514 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %148
  %515 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %150
  %516 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %152
  %517 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %154
  %518 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %156
  %519 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %160
  %520 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %162
  %521 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %164
  %522 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %166
  %523 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %168
  %524 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %170
  %525 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %172
  %526 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %174
  %527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %142
  %528 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %160
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %194
  %530 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %212
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %12
  %invariant.gep74 = getelementptr bfloat, ptr addrspace(1) %2, i64 %12
  br i1 %104, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %140
  %531 = shl nsw i64 %8, 4
  %532 = and i64 %531, -32
  %533 = select i1 %454, i64 %532, i64 0
  %534 = shl nuw nsw i64 %453, 3
  %535 = extractelement <8 x bfloat> %141, i64 7
  %536 = extractelement <8 x bfloat> %141, i64 6
  %537 = extractelement <8 x bfloat> %141, i64 5
  %538 = extractelement <8 x bfloat> %141, i64 4
  %539 = extractelement <8 x bfloat> %141, i64 3
  %540 = extractelement <8 x bfloat> %141, i64 2
  %541 = extractelement <8 x bfloat> %141, i64 1
  %542 = extractelement <8 x bfloat> %141, i64 0
  %543 = lshr i32 %7, 1
  %544 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %543
  %545 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %546 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %7
  %547 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25344), i32 %7
  %548 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %543
  %549 = and i64 %8, 63
  %550 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %551 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25600), i32 %7
  %552 = or i64 %534, %533
  %553 = trunc i64 %552 to i32
  %554 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %553
  %555 = or i32 %553, 1
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %555
  %557 = or i32 %553, 2
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %557
  %559 = or i32 %553, 3
  %560 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %559
  %561 = or i32 %553, 4
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %561
  %563 = or i32 %553, 5
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %563
  %565 = or i32 %553, 6
  %566 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %565
  %567 = or i32 %553, 7
  %568 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %567
  %569 = or i64 %534, %533
  %570 = trunc i64 %569 to i32
  %571 = or i32 %570, 16
  %572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %571
  %573 = or i32 %570, 17
  %574 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %573
  %575 = or i32 %570, 18
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %575
  %577 = or i32 %570, 19
  %578 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %577
  %579 = or i32 %570, 20
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %579
  %581 = or i32 %570, 21
  %582 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %581
  %583 = or i32 %570, 22
  %584 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %583
  %585 = or i32 %570, 23
  %586 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %585
  %587 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %553
  %588 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %555
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %557
  %590 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %559
  %591 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %561
  %592 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %563
  %593 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %565
  %594 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %567
  %595 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %571
  %596 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %573
  %597 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %575
  %598 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %577
  %599 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %579
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %581
  %601 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %583
  %602 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25856), i32 %585
  br label %603

603: ; preds = %.lr.ph, %1278
  %604 = phi bfloat [ %535, %.lr.ph ], [ %1049, %1278 ]
  %605 = phi bfloat [ %536, %.lr.ph ], [ %693, %1278 ]
  %606 = phi bfloat [ %537, %.lr.ph ], [ %729, %1278 ]
  %607 = phi bfloat [ %538, %.lr.ph ], [ %692, %1278 ]
  %608 = phi bfloat [ %539, %.lr.ph ], [ %748, %1278 ]
  %609 = phi bfloat [ %540, %.lr.ph ], [ %691, %1278 ]
  %610 = phi bfloat [ %541, %.lr.ph ], [ %728, %1278 ]
  %611 = phi bfloat [ %542, %.lr.ph ], [ %690, %1278 ]
  %612 = phi float [ 0.000000e+00, %.lr.ph ], [ %1310, %1278 ]
  %613 = phi float [ 0.000000e+00, %.lr.ph ], [ %1309, %1278 ]
  %614 = phi float [ 0.000000e+00, %.lr.ph ], [ %1308, %1278 ]
  %615 = phi float [ 0.000000e+00, %.lr.ph ], [ %1307, %1278 ]
  %616 = phi float [ 0.000000e+00, %.lr.ph ], [ %1306, %1278 ]
  %617 = phi float [ 0.000000e+00, %.lr.ph ], [ %1305, %1278 ]
  %618 = phi float [ 0.000000e+00, %.lr.ph ], [ %1304, %1278 ]
  %619 = phi float [ 0.000000e+00, %.lr.ph ], [ %1303, %1278 ]
  %620 = phi float [ 0.000000e+00, %.lr.ph ], [ %1302, %1278 ]
  %621 = phi float [ 0.000000e+00, %.lr.ph ], [ %1301, %1278 ]
  %622 = phi float [ 0.000000e+00, %.lr.ph ], [ %1300, %1278 ]
  %623 = phi float [ 0.000000e+00, %.lr.ph ], [ %1299, %1278 ]
  %624 = phi float [ 0.000000e+00, %.lr.ph ], [ %1298, %1278 ]
  %625 = phi float [ 0.000000e+00, %.lr.ph ], [ %1297, %1278 ]
  %626 = phi float [ 0.000000e+00, %.lr.ph ], [ %1296, %1278 ]
  %627 = phi float [ 0.000000e+00, %.lr.ph ], [ %1295, %1278 ]
  %628 = phi float [ 0.000000e+00, %.lr.ph ], [ %1294, %1278 ]
  %629 = phi float [ 0.000000e+00, %.lr.ph ], [ %1293, %1278 ]
  %630 = phi float [ 0.000000e+00, %.lr.ph ], [ %1292, %1278 ]
  %631 = phi float [ 0.000000e+00, %.lr.ph ], [ %1291, %1278 ]
  %632 = phi float [ 0.000000e+00, %.lr.ph ], [ %1290, %1278 ]
  %633 = phi float [ 0.000000e+00, %.lr.ph ], [ %1289, %1278 ]
  %634 = phi float [ 0.000000e+00, %.lr.ph ], [ %1288, %1278 ]
  %635 = phi float [ 0.000000e+00, %.lr.ph ], [ %1287, %1278 ]
  %636 = phi float [ 0.000000e+00, %.lr.ph ], [ %1286, %1278 ]
  %637 = phi float [ 0.000000e+00, %.lr.ph ], [ %1285, %1278 ]
  %638 = phi float [ 0.000000e+00, %.lr.ph ], [ %1284, %1278 ]
  %639 = phi float [ 0.000000e+00, %.lr.ph ], [ %1283, %1278 ]
  %640 = phi float [ 0.000000e+00, %.lr.ph ], [ %1282, %1278 ]
  %641 = phi float [ 0.000000e+00, %.lr.ph ], [ %1281, %1278 ]
  %642 = phi float [ 0.000000e+00, %.lr.ph ], [ %1280, %1278 ]
  %643 = phi float [ 0.000000e+00, %.lr.ph ], [ %1279, %1278 ]
  %644 = phi i32 [ 0, %.lr.ph ], [ %664, %1278 ]
  %645 = phi <8 x bfloat> [ %119, %.lr.ph ], [ %672, %1278 ]
  %646 = phi <8 x bfloat> [ %127, %.lr.ph ], [ %679, %1278 ]
  %647 = phi <8 x bfloat> [ %134, %.lr.ph ], [ %684, %1278 ]
  tail call void @llvm.musa.syncthreads.lm()
  %648 = extractelement <8 x bfloat> %645, i64 0
  store bfloat %648, ptr addrspace(3) %143, align 16
  %649 = extractelement <8 x bfloat> %645, i64 1
  store bfloat %649, ptr addrspace(3) %145, align 2
  %650 = extractelement <8 x bfloat> %645, i64 2
  store bfloat %650, ptr addrspace(3) %147, align 4
  %651 = extractelement <8 x bfloat> %645, i64 3
  store bfloat %651, ptr addrspace(3) %149, align 2
  %652 = extractelement <8 x bfloat> %645, i64 4
  store bfloat %652, ptr addrspace(3) %151, align 8
  %653 = extractelement <8 x bfloat> %645, i64 5
  store bfloat %653, ptr addrspace(3) %153, align 2
  %654 = extractelement <8 x bfloat> %645, i64 6
  store bfloat %654, ptr addrspace(3) %155, align 4
  %655 = extractelement <8 x bfloat> %645, i64 7
  store bfloat %655, ptr addrspace(3) %157, align 2
  %656 = extractelement <8 x bfloat> %646, i64 0
  store bfloat %656, ptr addrspace(3) %161, align 16
  %657 = extractelement <8 x bfloat> %646, i64 1
  store bfloat %657, ptr addrspace(3) %163, align 2
  %658 = extractelement <8 x bfloat> %646, i64 2
  store bfloat %658, ptr addrspace(3) %165, align 4
  %659 = extractelement <8 x bfloat> %646, i64 3
  store bfloat %659, ptr addrspace(3) %167, align 2
  %660 = extractelement <8 x bfloat> %646, i64 4
  store bfloat %660, ptr addrspace(3) %169, align 8
  %661 = extractelement <8 x bfloat> %646, i64 5
  store bfloat %661, ptr addrspace(3) %171, align 2
  %662 = extractelement <8 x bfloat> %646, i64 6
  store bfloat %662, ptr addrspace(3) %173, align 4
  %663 = extractelement <8 x bfloat> %646, i64 7
  store bfloat %663, ptr addrspace(3) %175, align 2
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  store float %643, ptr addrspace(3) %176, align 16
  store float %642, ptr addrspace(3) %177, align 4
  store float %641, ptr addrspace(3) %178, align 8
  store float %640, ptr addrspace(3) %179, align 4
  store float %639, ptr addrspace(3) %180, align 16
  store float %638, ptr addrspace(3) %181, align 4
  store float %637, ptr addrspace(3) %182, align 8
  store float %636, ptr addrspace(3) %183, align 4
  store float %635, ptr addrspace(3) %184, align 16
  store float %634, ptr addrspace(3) %185, align 4
  store float %633, ptr addrspace(3) %186, align 8
  store float %632, ptr addrspace(3) %187, align 4
  store float %631, ptr addrspace(3) %188, align 16
  store float %630, ptr addrspace(3) %189, align 4
  store float %629, ptr addrspace(3) %190, align 8
  store float %628, ptr addrspace(3) %191, align 4
  store float %627, ptr addrspace(3) %195, align 16
  store float %626, ptr addrspace(3) %197, align 4
  store float %625, ptr addrspace(3) %199, align 8
  store float %624, ptr addrspace(3) %201, align 4
  store float %623, ptr addrspace(3) %203, align 16
  store float %622, ptr addrspace(3) %205, align 4
  store float %621, ptr addrspace(3) %207, align 8
  store float %620, ptr addrspace(3) %209, align 4
  store float %619, ptr addrspace(3) %213, align 16
  store float %618, ptr addrspace(3) %215, align 4
  store float %617, ptr addrspace(3) %217, align 8
  store float %616, ptr addrspace(3) %219, align 4
  store float %615, ptr addrspace(3) %221, align 16
  store float %614, ptr addrspace(3) %223, align 4
  store float %613, ptr addrspace(3) %225, align 8
  store float %612, ptr addrspace(3) %227, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %664 = add i32 %644, 32
  %665 = icmp slt i32 %664, %5
  %666 = add i32 %664, %14
  %667 = shl i32 %666, 6
  br i1 %665, label %668, label %671

668: ; preds = %603
  %669 = sext i32 %667 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %669
  %670 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %671

671: ; preds = %668, %603
  %672 = phi <8 x bfloat> [ %670, %668 ], [ zeroinitializer, %603 ]
  %673 = add i32 %664, %37
  %674 = shl i32 %673, 6
  br i1 %665, label %675, label %678

675: ; preds = %671
  %676 = sext i32 %674 to i64
  %gep73 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %676
  %677 = load <8 x bfloat>, ptr addrspace(1) %gep73, align 16
  br label %678

678: ; preds = %675, %671
  %679 = phi <8 x bfloat> [ %677, %675 ], [ zeroinitializer, %671 ]
  br i1 %665, label %680, label %683

680: ; preds = %678
  %681 = sext i32 %667 to i64
  %gep75 = getelementptr bfloat, ptr addrspace(1) %invariant.gep74, i64 %681
  %682 = load <8 x bfloat>, ptr addrspace(1) %gep75, align 16
  br label %683

683: ; preds = %680, %678
  %684 = phi <8 x bfloat> [ %682, %680 ], [ zeroinitializer, %678 ]
  br i1 %665, label %685, label %688

685: ; preds = %683
  %686 = sext i32 %674 to i64
  %gep77 = getelementptr bfloat, ptr addrspace(1) %invariant.gep74, i64 %686
  %687 = load <8 x bfloat>, ptr addrspace(1) %gep77, align 16
  br label %688

688: ; preds = %685, %683
  %689 = phi <8 x bfloat> [ %687, %685 ], [ zeroinitializer, %683 ]
  %690 = extractelement <8 x bfloat> %689, i64 0
  %691 = extractelement <8 x bfloat> %689, i64 2
  %692 = extractelement <8 x bfloat> %689, i64 4
  %693 = extractelement <8 x bfloat> %689, i64 6
  store bfloat %20, ptr addrspace(3) %228, align 16
  store bfloat %22, ptr addrspace(3) %229, align 2
  store bfloat %24, ptr addrspace(3) %230, align 4
  store bfloat %26, ptr addrspace(3) %231, align 2
  store bfloat %28, ptr addrspace(3) %232, align 8
  store bfloat %30, ptr addrspace(3) %233, align 2
  store bfloat %32, ptr addrspace(3) %234, align 4
  store bfloat %34, ptr addrspace(3) %235, align 2
  store bfloat %43, ptr addrspace(3) %236, align 16
  store bfloat %45, ptr addrspace(3) %237, align 2
  store bfloat %47, ptr addrspace(3) %238, align 4
  store bfloat %49, ptr addrspace(3) %239, align 2
  store bfloat %51, ptr addrspace(3) %240, align 8
  store bfloat %53, ptr addrspace(3) %241, align 2
  store bfloat %55, ptr addrspace(3) %242, align 4
  store bfloat %57, ptr addrspace(3) %243, align 2
  store bfloat %66, ptr addrspace(3) %244, align 16
  store bfloat %68, ptr addrspace(3) %245, align 2
  store bfloat %70, ptr addrspace(3) %246, align 4
  store bfloat %72, ptr addrspace(3) %247, align 2
  store bfloat %74, ptr addrspace(3) %248, align 8
  store bfloat %76, ptr addrspace(3) %249, align 2
  store bfloat %78, ptr addrspace(3) %250, align 4
  store bfloat %80, ptr addrspace(3) %251, align 2
  store bfloat %89, ptr addrspace(3) %252, align 16
  store bfloat %91, ptr addrspace(3) %253, align 2
  store bfloat %93, ptr addrspace(3) %254, align 4
  store bfloat %95, ptr addrspace(3) %255, align 2
  store bfloat %97, ptr addrspace(3) %256, align 8
  store bfloat %99, ptr addrspace(3) %257, align 2
  store bfloat %101, ptr addrspace(3) %258, align 4
  store bfloat %103, ptr addrspace(3) %259, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %694 = load bfloat, ptr addrspace(3) %272, align 2
  store bfloat %694, ptr addrspace(3) %274, align 16
  %695 = load bfloat, ptr addrspace(3) %278, align 2
  store bfloat %695, ptr addrspace(3) %281, align 2
  %696 = load bfloat, ptr addrspace(3) %285, align 2
  store bfloat %696, ptr addrspace(3) %288, align 4
  %697 = load bfloat, ptr addrspace(3) %292, align 2
  store bfloat %697, ptr addrspace(3) %295, align 2
  %698 = load bfloat, ptr addrspace(3) %299, align 2
  store bfloat %698, ptr addrspace(3) %302, align 8
  %699 = load bfloat, ptr addrspace(3) %306, align 2
  store bfloat %699, ptr addrspace(3) %309, align 2
  %700 = load bfloat, ptr addrspace(3) %313, align 2
  store bfloat %700, ptr addrspace(3) %316, align 4
  %701 = load bfloat, ptr addrspace(3) %320, align 2
  store bfloat %701, ptr addrspace(3) %323, align 2
  %702 = load bfloat, ptr addrspace(3) %327, align 2
  store bfloat %702, ptr addrspace(3) %331, align 16
  %703 = load bfloat, ptr addrspace(3) %334, align 2
  store bfloat %703, ptr addrspace(3) %337, align 2
  %704 = load bfloat, ptr addrspace(3) %340, align 2
  store bfloat %704, ptr addrspace(3) %343, align 4
  %705 = load bfloat, ptr addrspace(3) %346, align 2
  store bfloat %705, ptr addrspace(3) %349, align 2
  %706 = load bfloat, ptr addrspace(3) %352, align 2
  store bfloat %706, ptr addrspace(3) %355, align 8
  %707 = load bfloat, ptr addrspace(3) %358, align 2
  store bfloat %707, ptr addrspace(3) %361, align 2
  %708 = load bfloat, ptr addrspace(3) %364, align 2
  store bfloat %708, ptr addrspace(3) %367, align 4
  %709 = load bfloat, ptr addrspace(3) %370, align 2
  store bfloat %709, ptr addrspace(3) %373, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %710

710: ; preds = %688, %710
  %711 = phi float [ 0.000000e+00, %688 ], [ %724, %710 ]
  %712 = phi i64 [ 0, %688 ], [ %725, %710 ]
  %713 = or i64 %712, %376
  %714 = trunc i64 %713 to i32
  %715 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %714
  %716 = load bfloat, ptr addrspace(3) %715, align 2
  %717 = shl nuw nsw i64 %712, 5
  %718 = or i64 %717, %374
  %719 = trunc i64 %718 to i32
  %720 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %719
  %721 = load bfloat, ptr addrspace(3) %720, align 2
  %722 = fpext bfloat %716 to float
  %723 = fpext bfloat %721 to float
  %724 = tail call float @llvm.fma.f32(float %722, float %723, float %711)
  %725 = add nuw nsw i64 %712, 1
  %726 = icmp ult i64 %712, 63
  br i1 %726, label %710, label %727

727: ; preds = %710
  %728 = extractelement <8 x bfloat> %689, i64 1
  %729 = extractelement <8 x bfloat> %689, i64 5
  store float %724, ptr addrspace(3) %377, align 4
  br label %730

730: ; preds = %727, %730
  %731 = phi float [ 0.000000e+00, %727 ], [ %744, %730 ]
  %732 = phi i64 [ 0, %727 ], [ %745, %730 ]
  %733 = or i64 %732, %380
  %734 = trunc i64 %733 to i32
  %735 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %734
  %736 = load bfloat, ptr addrspace(3) %735, align 2
  %737 = shl nuw nsw i64 %732, 5
  %738 = or i64 %737, %374
  %739 = trunc i64 %738 to i32
  %740 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %739
  %741 = load bfloat, ptr addrspace(3) %740, align 2
  %742 = fpext bfloat %736 to float
  %743 = fpext bfloat %741 to float
  %744 = tail call float @llvm.fma.f32(float %742, float %743, float %731)
  %745 = add nuw nsw i64 %732, 1
  %746 = icmp ult i64 %732, 63
  br i1 %746, label %730, label %747

747: ; preds = %730
  %748 = extractelement <8 x bfloat> %689, i64 3
  store float %744, ptr addrspace(3) %382, align 4
  br label %749

749: ; preds = %747, %749
  %750 = phi float [ 0.000000e+00, %747 ], [ %763, %749 ]
  %751 = phi i64 [ 0, %747 ], [ %764, %749 ]
  %752 = or i64 %751, %385
  %753 = trunc i64 %752 to i32
  %754 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %753
  %755 = load bfloat, ptr addrspace(3) %754, align 2
  %756 = shl nuw nsw i64 %751, 5
  %757 = or i64 %756, %374
  %758 = trunc i64 %757 to i32
  %759 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %758
  %760 = load bfloat, ptr addrspace(3) %759, align 2
  %761 = fpext bfloat %755 to float
  %762 = fpext bfloat %760 to float
  %763 = tail call float @llvm.fma.f32(float %761, float %762, float %750)
  %764 = add nuw nsw i64 %751, 1
  %765 = icmp ult i64 %751, 63
  br i1 %765, label %749, label %766

766: ; preds = %749
  store float %763, ptr addrspace(3) %387, align 4
  br label %767

767: ; preds = %766, %767
  %768 = phi float [ 0.000000e+00, %766 ], [ %781, %767 ]
  %769 = phi i64 [ 0, %766 ], [ %782, %767 ]
  %770 = or i64 %769, %390
  %771 = trunc i64 %770 to i32
  %772 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %771
  %773 = load bfloat, ptr addrspace(3) %772, align 2
  %774 = shl nuw nsw i64 %769, 5
  %775 = or i64 %774, %374
  %776 = trunc i64 %775 to i32
  %777 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %776
  %778 = load bfloat, ptr addrspace(3) %777, align 2
  %779 = fpext bfloat %773 to float
  %780 = fpext bfloat %778 to float
  %781 = tail call float @llvm.fma.f32(float %779, float %780, float %768)
  %782 = add nuw nsw i64 %769, 1
  %783 = icmp ult i64 %769, 63
  br i1 %783, label %767, label %784

784: ; preds = %767
  store float %781, ptr addrspace(3) %392, align 4
  br label %785

785: ; preds = %784, %785
  %786 = phi float [ 0.000000e+00, %784 ], [ %799, %785 ]
  %787 = phi i64 [ 0, %784 ], [ %800, %785 ]
  %788 = or i64 %787, %395
  %789 = trunc i64 %788 to i32
  %790 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %789
  %791 = load bfloat, ptr addrspace(3) %790, align 2
  %792 = shl nuw nsw i64 %787, 5
  %793 = or i64 %792, %374
  %794 = trunc i64 %793 to i32
  %795 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %794
  %796 = load bfloat, ptr addrspace(3) %795, align 2
  %797 = fpext bfloat %791 to float
  %798 = fpext bfloat %796 to float
  %799 = tail call float @llvm.fma.f32(float %797, float %798, float %786)
  %800 = add nuw nsw i64 %787, 1
  %801 = icmp ult i64 %787, 63
  br i1 %801, label %785, label %802

802: ; preds = %785
  store float %799, ptr addrspace(3) %397, align 4
  br label %803

803: ; preds = %802, %803
  %804 = phi float [ 0.000000e+00, %802 ], [ %817, %803 ]
  %805 = phi i64 [ 0, %802 ], [ %818, %803 ]
  %806 = or i64 %805, %400
  %807 = trunc i64 %806 to i32
  %808 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %807
  %809 = load bfloat, ptr addrspace(3) %808, align 2
  %810 = shl nuw nsw i64 %805, 5
  %811 = or i64 %810, %374
  %812 = trunc i64 %811 to i32
  %813 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %812
  %814 = load bfloat, ptr addrspace(3) %813, align 2
  %815 = fpext bfloat %809 to float
  %816 = fpext bfloat %814 to float
  %817 = tail call float @llvm.fma.f32(float %815, float %816, float %804)
  %818 = add nuw nsw i64 %805, 1
  %819 = icmp ult i64 %805, 63
  br i1 %819, label %803, label %820

820: ; preds = %803
  store float %817, ptr addrspace(3) %402, align 4
  br label %821

821: ; preds = %820, %821
  %822 = phi float [ 0.000000e+00, %820 ], [ %835, %821 ]
  %823 = phi i64 [ 0, %820 ], [ %836, %821 ]
  %824 = or i64 %823, %405
  %825 = trunc i64 %824 to i32
  %826 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %825
  %827 = load bfloat, ptr addrspace(3) %826, align 2
  %828 = shl nuw nsw i64 %823, 5
  %829 = or i64 %828, %374
  %830 = trunc i64 %829 to i32
  %831 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %830
  %832 = load bfloat, ptr addrspace(3) %831, align 2
  %833 = fpext bfloat %827 to float
  %834 = fpext bfloat %832 to float
  %835 = tail call float @llvm.fma.f32(float %833, float %834, float %822)
  %836 = add nuw nsw i64 %823, 1
  %837 = icmp ult i64 %823, 63
  br i1 %837, label %821, label %838

838: ; preds = %821
  store float %835, ptr addrspace(3) %407, align 4
  br label %839

839: ; preds = %838, %839
  %840 = phi float [ 0.000000e+00, %838 ], [ %853, %839 ]
  %841 = phi i64 [ 0, %838 ], [ %854, %839 ]
  %842 = or i64 %841, %410
  %843 = trunc i64 %842 to i32
  %844 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %843
  %845 = load bfloat, ptr addrspace(3) %844, align 2
  %846 = shl nuw nsw i64 %841, 5
  %847 = or i64 %846, %374
  %848 = trunc i64 %847 to i32
  %849 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %848
  %850 = load bfloat, ptr addrspace(3) %849, align 2
  %851 = fpext bfloat %845 to float
  %852 = fpext bfloat %850 to float
  %853 = tail call float @llvm.fma.f32(float %851, float %852, float %840)
  %854 = add nuw nsw i64 %841, 1
  %855 = icmp ult i64 %841, 63
  br i1 %855, label %839, label %856

856: ; preds = %839
  store float %853, ptr addrspace(3) %412, align 4
  br label %857

857: ; preds = %856, %857
  %858 = phi float [ 0.000000e+00, %856 ], [ %871, %857 ]
  %859 = phi i64 [ 0, %856 ], [ %872, %857 ]
  %860 = or i64 %859, %415
  %861 = trunc i64 %860 to i32
  %862 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %861
  %863 = load bfloat, ptr addrspace(3) %862, align 2
  %864 = shl nuw nsw i64 %859, 5
  %865 = or i64 %864, %374
  %866 = trunc i64 %865 to i32
  %867 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %866
  %868 = load bfloat, ptr addrspace(3) %867, align 2
  %869 = fpext bfloat %863 to float
  %870 = fpext bfloat %868 to float
  %871 = tail call float @llvm.fma.f32(float %869, float %870, float %858)
  %872 = add nuw nsw i64 %859, 1
  %873 = icmp ult i64 %859, 63
  br i1 %873, label %857, label %874

874: ; preds = %857
  store float %871, ptr addrspace(3) %417, align 4
  br label %875

875: ; preds = %874, %875
  %876 = phi float [ 0.000000e+00, %874 ], [ %889, %875 ]
  %877 = phi i64 [ 0, %874 ], [ %890, %875 ]
  %878 = or i64 %877, %420
  %879 = trunc i64 %878 to i32
  %880 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %879
  %881 = load bfloat, ptr addrspace(3) %880, align 2
  %882 = shl nuw nsw i64 %877, 5
  %883 = or i64 %882, %374
  %884 = trunc i64 %883 to i32
  %885 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %884
  %886 = load bfloat, ptr addrspace(3) %885, align 2
  %887 = fpext bfloat %881 to float
  %888 = fpext bfloat %886 to float
  %889 = tail call float @llvm.fma.f32(float %887, float %888, float %876)
  %890 = add nuw nsw i64 %877, 1
  %891 = icmp ult i64 %877, 63
  br i1 %891, label %875, label %892

892: ; preds = %875
  store float %889, ptr addrspace(3) %422, align 4
  br label %893

893: ; preds = %892, %893
  %894 = phi float [ 0.000000e+00, %892 ], [ %907, %893 ]
  %895 = phi i64 [ 0, %892 ], [ %908, %893 ]
  %896 = or i64 %895, %425
  %897 = trunc i64 %896 to i32
  %898 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %897
  %899 = load bfloat, ptr addrspace(3) %898, align 2
  %900 = shl nuw nsw i64 %895, 5
  %901 = or i64 %900, %374
  %902 = trunc i64 %901 to i32
  %903 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %902
  %904 = load bfloat, ptr addrspace(3) %903, align 2
  %905 = fpext bfloat %899 to float
  %906 = fpext bfloat %904 to float
  %907 = tail call float @llvm.fma.f32(float %905, float %906, float %894)
  %908 = add nuw nsw i64 %895, 1
  %909 = icmp ult i64 %895, 63
  br i1 %909, label %893, label %910

910: ; preds = %893
  store float %907, ptr addrspace(3) %427, align 4
  br label %911

911: ; preds = %910, %911
  %912 = phi float [ 0.000000e+00, %910 ], [ %925, %911 ]
  %913 = phi i64 [ 0, %910 ], [ %926, %911 ]
  %914 = or i64 %913, %430
  %915 = trunc i64 %914 to i32
  %916 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %915
  %917 = load bfloat, ptr addrspace(3) %916, align 2
  %918 = shl nuw nsw i64 %913, 5
  %919 = or i64 %918, %374
  %920 = trunc i64 %919 to i32
  %921 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %920
  %922 = load bfloat, ptr addrspace(3) %921, align 2
  %923 = fpext bfloat %917 to float
  %924 = fpext bfloat %922 to float
  %925 = tail call float @llvm.fma.f32(float %923, float %924, float %912)
  %926 = add nuw nsw i64 %913, 1
  %927 = icmp ult i64 %913, 63
  br i1 %927, label %911, label %928

928: ; preds = %911
  store float %925, ptr addrspace(3) %432, align 4
  br label %929

929: ; preds = %928, %929
  %930 = phi float [ 0.000000e+00, %928 ], [ %943, %929 ]
  %931 = phi i64 [ 0, %928 ], [ %944, %929 ]
  %932 = or i64 %931, %435
  %933 = trunc i64 %932 to i32
  %934 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %933
  %935 = load bfloat, ptr addrspace(3) %934, align 2
  %936 = shl nuw nsw i64 %931, 5
  %937 = or i64 %936, %374
  %938 = trunc i64 %937 to i32
  %939 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %938
  %940 = load bfloat, ptr addrspace(3) %939, align 2
  %941 = fpext bfloat %935 to float
  %942 = fpext bfloat %940 to float
  %943 = tail call float @llvm.fma.f32(float %941, float %942, float %930)
  %944 = add nuw nsw i64 %931, 1
  %945 = icmp ult i64 %931, 63
  br i1 %945, label %929, label %946

946: ; preds = %929
  store float %943, ptr addrspace(3) %437, align 4
  br label %947

947: ; preds = %946, %947
  %948 = phi float [ 0.000000e+00, %946 ], [ %961, %947 ]
  %949 = phi i64 [ 0, %946 ], [ %962, %947 ]
  %950 = or i64 %949, %440
  %951 = trunc i64 %950 to i32
  %952 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %951
  %953 = load bfloat, ptr addrspace(3) %952, align 2
  %954 = shl nuw nsw i64 %949, 5
  %955 = or i64 %954, %374
  %956 = trunc i64 %955 to i32
  %957 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %956
  %958 = load bfloat, ptr addrspace(3) %957, align 2
  %959 = fpext bfloat %953 to float
  %960 = fpext bfloat %958 to float
  %961 = tail call float @llvm.fma.f32(float %959, float %960, float %948)
  %962 = add nuw nsw i64 %949, 1
  %963 = icmp ult i64 %949, 63
  br i1 %963, label %947, label %964

964: ; preds = %947
  store float %961, ptr addrspace(3) %442, align 4
  br label %965

965: ; preds = %964, %965
  %966 = phi float [ 0.000000e+00, %964 ], [ %979, %965 ]
  %967 = phi i64 [ 0, %964 ], [ %980, %965 ]
  %968 = or i64 %967, %445
  %969 = trunc i64 %968 to i32
  %970 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %969
  %971 = load bfloat, ptr addrspace(3) %970, align 2
  %972 = shl nuw nsw i64 %967, 5
  %973 = or i64 %972, %374
  %974 = trunc i64 %973 to i32
  %975 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %974
  %976 = load bfloat, ptr addrspace(3) %975, align 2
  %977 = fpext bfloat %971 to float
  %978 = fpext bfloat %976 to float
  %979 = tail call float @llvm.fma.f32(float %977, float %978, float %966)
  %980 = add nuw nsw i64 %967, 1
  %981 = icmp ult i64 %967, 63
  br i1 %981, label %965, label %982

982: ; preds = %965
  store float %979, ptr addrspace(3) %447, align 4
  br label %983

983: ; preds = %982, %983
  %984 = phi float [ 0.000000e+00, %982 ], [ %997, %983 ]
  %985 = phi i64 [ 0, %982 ], [ %998, %983 ]
  %986 = or i64 %985, %450
  %987 = trunc i64 %986 to i32
  %988 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %987
  %989 = load bfloat, ptr addrspace(3) %988, align 2
  %990 = shl nuw nsw i64 %985, 5
  %991 = or i64 %990, %374
  %992 = trunc i64 %991 to i32
  %993 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8704), i32 %992
  %994 = load bfloat, ptr addrspace(3) %993, align 2
  %995 = fpext bfloat %989 to float
  %996 = fpext bfloat %994 to float
  %997 = tail call float @llvm.fma.f32(float %995, float %996, float %984)
  %998 = add nuw nsw i64 %985, 1
  %999 = icmp ult i64 %985, 63
  br i1 %999, label %983, label %1000

1000: ; preds = %983
  store float %997, ptr addrspace(3) %452, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %1001 = load float, ptr addrspace(3) %554, align 16
  %1002 = fmul contract float %1001, %4
  %1003 = tail call float @llvm.maxnum.f32(float %1002, float 0xFFF0000000000000)
  %1004 = load float, ptr addrspace(3) %556, align 4
  %1005 = fmul contract float %1004, %4
  %1006 = tail call float @llvm.maxnum.f32(float %1003, float %1005)
  %1007 = load float, ptr addrspace(3) %558, align 8
  %1008 = fmul contract float %1007, %4
  %1009 = tail call float @llvm.maxnum.f32(float %1006, float %1008)
  %1010 = load float, ptr addrspace(3) %560, align 4
  %1011 = fmul contract float %1010, %4
  %1012 = tail call float @llvm.maxnum.f32(float %1009, float %1011)
  %1013 = load float, ptr addrspace(3) %562, align 16
  %1014 = fmul contract float %1013, %4
  %1015 = tail call float @llvm.maxnum.f32(float %1012, float %1014)
  %1016 = load float, ptr addrspace(3) %564, align 4
  %1017 = fmul contract float %1016, %4
  %1018 = tail call float @llvm.maxnum.f32(float %1015, float %1017)
  %1019 = load float, ptr addrspace(3) %566, align 8
  %1020 = fmul contract float %1019, %4
  %1021 = tail call float @llvm.maxnum.f32(float %1018, float %1020)
  %1022 = load float, ptr addrspace(3) %568, align 4
  %1023 = fmul contract float %1022, %4
  %1024 = tail call float @llvm.maxnum.f32(float %1021, float %1023)
  %1025 = load float, ptr addrspace(3) %572, align 16
  %1026 = fmul contract float %1025, %4
  %1027 = tail call float @llvm.maxnum.f32(float %1024, float %1026)
  %1028 = load float, ptr addrspace(3) %574, align 4
  %1029 = fmul contract float %1028, %4
  %1030 = tail call float @llvm.maxnum.f32(float %1027, float %1029)
  %1031 = load float, ptr addrspace(3) %576, align 8
  %1032 = fmul contract float %1031, %4
  %1033 = tail call float @llvm.maxnum.f32(float %1030, float %1032)
  %1034 = load float, ptr addrspace(3) %578, align 4
  %1035 = fmul contract float %1034, %4
  %1036 = tail call float @llvm.maxnum.f32(float %1033, float %1035)
  %1037 = load float, ptr addrspace(3) %580, align 16
  %1038 = fmul contract float %1037, %4
  %1039 = tail call float @llvm.maxnum.f32(float %1036, float %1038)
  %1040 = load float, ptr addrspace(3) %582, align 4
  %1041 = fmul contract float %1040, %4
  %1042 = tail call float @llvm.maxnum.f32(float %1039, float %1041)
  %1043 = load float, ptr addrspace(3) %584, align 8
  %1044 = fmul contract float %1043, %4
  %1045 = tail call float @llvm.maxnum.f32(float %1042, float %1044)
  %1046 = load float, ptr addrspace(3) %586, align 4
  %1047 = fmul contract float %1046, %4
  %1048 = tail call float @llvm.maxnum.f32(float %1045, float %1047)
  %1049 = extractelement <8 x bfloat> %689, i64 7
  %1050 = bitcast float %1048 to i32
  %1051 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1050, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %456, label %1052, label %1055

1052: ; preds = %1000
  %1053 = bitcast i32 %1051 to float
  %1054 = tail call float @llvm.maxnum.f32(float %1048, float %1053)
  store float %1054, ptr addrspace(3) %544, align 4
  br label %1055

1055: ; preds = %1052, %1000
  tail call void @llvm.musa.syncthreads.lm()
  %1056 = load float, ptr addrspace(3) %457, align 16
  %1057 = fmul contract float %1056, %4
  %1058 = load float, ptr addrspace(3) %459, align 4
  %1059 = load float, ptr addrspace(3) %460, align 4
  %1060 = tail call float @llvm.maxnum.f32(float %1058, float %1059)
  %1061 = fsub contract float %1057, %1060
  %1062 = fmul float %1061, 0x3FF7154760000000
  %1063 = tail call float @llvm.exp2.f32(float %1062)
  %1064 = load float, ptr addrspace(3) %461, align 4
  %1065 = fmul contract float %1064, %4
  %1066 = fsub contract float %1065, %1060
  %1067 = fmul float %1066, 0x3FF7154760000000
  %1068 = tail call float @llvm.exp2.f32(float %1067)
  %1069 = load float, ptr addrspace(3) %462, align 8
  %1070 = fmul contract float %1069, %4
  %1071 = fsub contract float %1070, %1060
  %1072 = fmul float %1071, 0x3FF7154760000000
  %1073 = tail call float @llvm.exp2.f32(float %1072)
  %1074 = load float, ptr addrspace(3) %463, align 4
  %1075 = fmul contract float %1074, %4
  %1076 = fsub contract float %1075, %1060
  %1077 = fmul float %1076, 0x3FF7154760000000
  %1078 = tail call float @llvm.exp2.f32(float %1077)
  %1079 = load float, ptr addrspace(3) %464, align 16
  %1080 = fmul contract float %1079, %4
  %1081 = fsub contract float %1080, %1060
  %1082 = fmul float %1081, 0x3FF7154760000000
  %1083 = tail call float @llvm.exp2.f32(float %1082)
  %1084 = load float, ptr addrspace(3) %465, align 4
  %1085 = fmul contract float %1084, %4
  %1086 = fsub contract float %1085, %1060
  %1087 = fmul float %1086, 0x3FF7154760000000
  %1088 = tail call float @llvm.exp2.f32(float %1087)
  %1089 = load float, ptr addrspace(3) %466, align 8
  %1090 = fmul contract float %1089, %4
  %1091 = fsub contract float %1090, %1060
  %1092 = fmul float %1091, 0x3FF7154760000000
  %1093 = tail call float @llvm.exp2.f32(float %1092)
  %1094 = load float, ptr addrspace(3) %467, align 4
  %1095 = fmul contract float %1094, %4
  %1096 = fsub contract float %1095, %1060
  %1097 = fmul float %1096, 0x3FF7154760000000
  %1098 = tail call float @llvm.exp2.f32(float %1097)
  %1099 = load float, ptr addrspace(3) %468, align 16
  %1100 = fmul contract float %1099, %4
  %1101 = load float, ptr addrspace(3) %470, align 4
  %1102 = load float, ptr addrspace(3) %471, align 4
  %1103 = tail call float @llvm.maxnum.f32(float %1101, float %1102)
  %1104 = fsub contract float %1100, %1103
  %1105 = fmul float %1104, 0x3FF7154760000000
  %1106 = tail call float @llvm.exp2.f32(float %1105)
  %1107 = load float, ptr addrspace(3) %472, align 4
  %1108 = fmul contract float %1107, %4
  %1109 = fsub contract float %1108, %1103
  %1110 = fmul float %1109, 0x3FF7154760000000
  %1111 = tail call float @llvm.exp2.f32(float %1110)
  %1112 = load float, ptr addrspace(3) %473, align 8
  %1113 = fmul contract float %1112, %4
  %1114 = fsub contract float %1113, %1103
  %1115 = fmul float %1114, 0x3FF7154760000000
  %1116 = tail call float @llvm.exp2.f32(float %1115)
  %1117 = load float, ptr addrspace(3) %474, align 4
  %1118 = fmul contract float %1117, %4
  %1119 = fsub contract float %1118, %1103
  %1120 = fmul float %1119, 0x3FF7154760000000
  %1121 = tail call float @llvm.exp2.f32(float %1120)
  %1122 = load float, ptr addrspace(3) %475, align 16
  %1123 = fmul contract float %1122, %4
  %1124 = fsub contract float %1123, %1103
  %1125 = fmul float %1124, 0x3FF7154760000000
  %1126 = tail call float @llvm.exp2.f32(float %1125)
  %1127 = load float, ptr addrspace(3) %476, align 4
  %1128 = fmul contract float %1127, %4
  %1129 = fsub contract float %1128, %1103
  %1130 = fmul float %1129, 0x3FF7154760000000
  %1131 = tail call float @llvm.exp2.f32(float %1130)
  %1132 = load float, ptr addrspace(3) %477, align 8
  %1133 = fmul contract float %1132, %4
  %1134 = fsub contract float %1133, %1103
  %1135 = fmul float %1134, 0x3FF7154760000000
  %1136 = tail call float @llvm.exp2.f32(float %1135)
  %1137 = load float, ptr addrspace(3) %478, align 4
  %1138 = fmul contract float %1137, %4
  %1139 = fsub contract float %1138, %1103
  %1140 = fmul float %1139, 0x3FF7154760000000
  %1141 = tail call float @llvm.exp2.f32(float %1140)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1063, ptr addrspace(3) %479, align 16
  store float %1068, ptr addrspace(3) %480, align 4
  store float %1073, ptr addrspace(3) %481, align 8
  store float %1078, ptr addrspace(3) %482, align 4
  store float %1083, ptr addrspace(3) %483, align 16
  store float %1088, ptr addrspace(3) %484, align 4
  store float %1093, ptr addrspace(3) %485, align 8
  store float %1098, ptr addrspace(3) %486, align 4
  store float %1106, ptr addrspace(3) %487, align 16
  store float %1111, ptr addrspace(3) %488, align 4
  store float %1116, ptr addrspace(3) %489, align 8
  store float %1121, ptr addrspace(3) %490, align 4
  store float %1126, ptr addrspace(3) %491, align 16
  store float %1131, ptr addrspace(3) %492, align 4
  store float %1136, ptr addrspace(3) %493, align 8
  store float %1141, ptr addrspace(3) %494, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %105, label %1142, label %1149

1142: ; preds = %1055
  %1143 = load float, ptr addrspace(3) %545, align 4
  %1144 = load float, ptr addrspace(3) %546, align 4
  %1145 = tail call float @llvm.maxnum.f32(float %1143, float %1144)
  %1146 = fsub contract float %1143, %1145
  %1147 = fmul float %1146, 0x3FF7154760000000
  %1148 = tail call float @llvm.exp2.f32(float %1147)
  store float %1148, ptr addrspace(3) %547, align 4
  br label %1149

1149: ; preds = %1142, %1055
  tail call void @llvm.musa.syncthreads.lm()
  %1150 = load float, ptr addrspace(3) %587, align 16
  %1151 = fadd reassoc float %1150, 0.000000e+00
  %1152 = load float, ptr addrspace(3) %588, align 4
  %1153 = fadd reassoc float %1151, %1152
  %1154 = load float, ptr addrspace(3) %589, align 8
  %1155 = fadd reassoc float %1153, %1154
  %1156 = load float, ptr addrspace(3) %590, align 4
  %1157 = fadd reassoc float %1155, %1156
  %1158 = load float, ptr addrspace(3) %591, align 16
  %1159 = fadd reassoc float %1157, %1158
  %1160 = load float, ptr addrspace(3) %592, align 4
  %1161 = fadd reassoc float %1159, %1160
  %1162 = load float, ptr addrspace(3) %593, align 8
  %1163 = fadd reassoc float %1161, %1162
  %1164 = load float, ptr addrspace(3) %594, align 4
  %1165 = fadd reassoc float %1163, %1164
  %1166 = load float, ptr addrspace(3) %595, align 16
  %1167 = fadd reassoc float %1165, %1166
  %1168 = load float, ptr addrspace(3) %596, align 4
  %1169 = fadd reassoc float %1167, %1168
  %1170 = load float, ptr addrspace(3) %597, align 8
  %1171 = fadd reassoc float %1169, %1170
  %1172 = load float, ptr addrspace(3) %598, align 4
  %1173 = fadd reassoc float %1171, %1172
  %1174 = load float, ptr addrspace(3) %599, align 16
  %1175 = fadd reassoc float %1173, %1174
  %1176 = load float, ptr addrspace(3) %600, align 4
  %1177 = fadd reassoc float %1175, %1176
  %1178 = load float, ptr addrspace(3) %601, align 8
  %1179 = fadd reassoc float %1177, %1178
  %1180 = load float, ptr addrspace(3) %602, align 4
  %1181 = fadd reassoc float %1179, %1180
  %1182 = bitcast float %1181 to i32
  %1183 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1182, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %456, label %1184, label %1187

1184: ; preds = %1149
  %1185 = bitcast i32 %1183 to float
  %1186 = fadd reassoc float %1181, %1185
  store float %1186, ptr addrspace(3) %548, align 4
  br label %1187

1187: ; preds = %1184, %1149
  tail call void @llvm.musa.syncthreads.lm()
  %1188 = load float, ptr addrspace(3) %479, align 16
  %1189 = fptrunc float %1188 to bfloat
  store bfloat %1189, ptr addrspace(3) %495, align 16
  %1190 = load float, ptr addrspace(3) %480, align 4
  %1191 = fptrunc float %1190 to bfloat
  store bfloat %1191, ptr addrspace(3) %496, align 2
  %1192 = load float, ptr addrspace(3) %481, align 8
  %1193 = fptrunc float %1192 to bfloat
  store bfloat %1193, ptr addrspace(3) %497, align 4
  %1194 = load float, ptr addrspace(3) %482, align 4
  %1195 = fptrunc float %1194 to bfloat
  store bfloat %1195, ptr addrspace(3) %498, align 2
  %1196 = load float, ptr addrspace(3) %483, align 16
  %1197 = fptrunc float %1196 to bfloat
  store bfloat %1197, ptr addrspace(3) %499, align 8
  %1198 = load float, ptr addrspace(3) %484, align 4
  %1199 = fptrunc float %1198 to bfloat
  store bfloat %1199, ptr addrspace(3) %500, align 2
  %1200 = load float, ptr addrspace(3) %485, align 8
  %1201 = fptrunc float %1200 to bfloat
  store bfloat %1201, ptr addrspace(3) %501, align 4
  %1202 = load float, ptr addrspace(3) %486, align 4
  %1203 = fptrunc float %1202 to bfloat
  store bfloat %1203, ptr addrspace(3) %502, align 2
  %1204 = load float, ptr addrspace(3) %487, align 16
  %1205 = fptrunc float %1204 to bfloat
  store bfloat %1205, ptr addrspace(3) %503, align 16
  %1206 = load float, ptr addrspace(3) %488, align 4
  %1207 = fptrunc float %1206 to bfloat
  store bfloat %1207, ptr addrspace(3) %504, align 2
  %1208 = load float, ptr addrspace(3) %489, align 8
  %1209 = fptrunc float %1208 to bfloat
  store bfloat %1209, ptr addrspace(3) %505, align 4
  %1210 = load float, ptr addrspace(3) %490, align 4
  %1211 = fptrunc float %1210 to bfloat
  store bfloat %1211, ptr addrspace(3) %506, align 2
  %1212 = load float, ptr addrspace(3) %491, align 16
  %1213 = fptrunc float %1212 to bfloat
  store bfloat %1213, ptr addrspace(3) %507, align 8
  %1214 = load float, ptr addrspace(3) %492, align 4
  %1215 = fptrunc float %1214 to bfloat
  store bfloat %1215, ptr addrspace(3) %508, align 2
  %1216 = load float, ptr addrspace(3) %493, align 8
  %1217 = fptrunc float %1216 to bfloat
  store bfloat %1217, ptr addrspace(3) %509, align 4
  %1218 = load float, ptr addrspace(3) %494, align 4
  %1219 = fptrunc float %1218 to bfloat
  store bfloat %1219, ptr addrspace(3) %510, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1220 = extractelement <8 x bfloat> %647, i64 0
  store bfloat %1220, ptr addrspace(3) %511, align 16
  %1221 = extractelement <8 x bfloat> %647, i64 1
  store bfloat %1221, ptr addrspace(3) %512, align 2
  %1222 = extractelement <8 x bfloat> %647, i64 2
  store bfloat %1222, ptr addrspace(3) %513, align 4
  %1223 = extractelement <8 x bfloat> %647, i64 3
  store bfloat %1223, ptr addrspace(3) %514, align 2
  %1224 = extractelement <8 x bfloat> %647, i64 4
  store bfloat %1224, ptr addrspace(3) %515, align 8
  %1225 = extractelement <8 x bfloat> %647, i64 5
  store bfloat %1225, ptr addrspace(3) %516, align 2
  %1226 = extractelement <8 x bfloat> %647, i64 6
  store bfloat %1226, ptr addrspace(3) %517, align 4
  %1227 = extractelement <8 x bfloat> %647, i64 7
  store bfloat %1227, ptr addrspace(3) %518, align 2
  store bfloat %611, ptr addrspace(3) %519, align 16
  store bfloat %610, ptr addrspace(3) %520, align 2
  store bfloat %609, ptr addrspace(3) %521, align 4
  store bfloat %608, ptr addrspace(3) %522, align 2
  store bfloat %607, ptr addrspace(3) %523, align 8
  store bfloat %606, ptr addrspace(3) %524, align 2
  store bfloat %605, ptr addrspace(3) %525, align 4
  store bfloat %604, ptr addrspace(3) %526, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %1228

1228: ; preds = %1187, %1258
  %1229 = phi i64 [ 0, %1187 ], [ %1260, %1258 ]
  %1230 = shl nuw nsw i64 %1229, 7
  %1231 = add nsw i64 %1230, %8
  %1232 = lshr i64 %1231, 6
  %1233 = trunc i64 %1231 to i32
  %1234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %1233
  %1235 = load float, ptr addrspace(3) %1234, align 4
  %1236 = trunc i64 %1232 to i32
  %1237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25344), i32 %1236
  %1238 = load float, ptr addrspace(3) %1237, align 4
  %1239 = fmul contract float %1235, %1238
  %1240 = shl nuw nsw i64 %1232, 5
  br label %1241

1241: ; preds = %1228, %1241
  %1242 = phi float [ %1239, %1228 ], [ %1255, %1241 ]
  %1243 = phi i64 [ 0, %1228 ], [ %1256, %1241 ]
  %1244 = add nuw nsw i64 %1243, %1240
  %1245 = trunc i64 %1244 to i32
  %1246 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34048), i32 %1245
  %1247 = load bfloat, ptr addrspace(3) %1246, align 2
  %1248 = shl nuw nsw i64 %1243, 6
  %1249 = or i64 %1248, %549
  %1250 = trunc i64 %1249 to i32
  %1251 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 38144), i32 %1250
  %1252 = load bfloat, ptr addrspace(3) %1251, align 2
  %1253 = fpext bfloat %1247 to float
  %1254 = fpext bfloat %1252 to float
  %1255 = tail call float @llvm.fma.f32(float %1253, float %1254, float %1242)
  %1256 = add nuw nsw i64 %1243, 1
  %1257 = icmp ult i64 %1243, 31
  br i1 %1257, label %1241, label %1258

1258: ; preds = %1241
  %1259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %1233
  store float %1255, ptr addrspace(3) %1259, align 4
  %1260 = add nuw nsw i64 %1229, 1
  %1261 = icmp ult i64 %1229, 31
  br i1 %1261, label %1228, label %1262

1262: ; preds = %1258
  tail call void @llvm.musa.syncthreads.lm()
  %1263 = load <8 x float>, ptr addrspace(3) %527, align 16
  %1264 = load <8 x float>, ptr addrspace(3) %528, align 16
  %1265 = load <8 x float>, ptr addrspace(3) %529, align 16
  %1266 = load <8 x float>, ptr addrspace(3) %530, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %105, label %1267, label %1273

1267: ; preds = %1262
  %1268 = load float, ptr addrspace(3) %550, align 4
  %1269 = load float, ptr addrspace(3) %547, align 4
  %1270 = fmul contract float %1268, %1269
  %1271 = load float, ptr addrspace(3) %551, align 4
  %1272 = fadd contract float %1270, %1271
  store float %1272, ptr addrspace(3) %550, align 4
  br label %1273

1273: ; preds = %1267, %1262
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %105, label %1274, label %1278

1274: ; preds = %1273
  %1275 = load float, ptr addrspace(3) %545, align 4
  %1276 = load float, ptr addrspace(3) %546, align 4
  %1277 = tail call float @llvm.maxnum.f32(float %1275, float %1276)
  store float %1277, ptr addrspace(3) %545, align 4
  br label %1278

1278: ; preds = %1274, %1273
  tail call void @llvm.musa.syncthreads.lm()
  %1279 = extractelement <8 x float> %1263, i64 0
  %1280 = extractelement <8 x float> %1263, i64 1
  %1281 = extractelement <8 x float> %1263, i64 2
  %1282 = extractelement <8 x float> %1263, i64 3
  %1283 = extractelement <8 x float> %1263, i64 4
  %1284 = extractelement <8 x float> %1263, i64 5
  %1285 = extractelement <8 x float> %1263, i64 6
  %1286 = extractelement <8 x float> %1263, i64 7
  %1287 = extractelement <8 x float> %1264, i64 0
  %1288 = extractelement <8 x float> %1264, i64 1
  %1289 = extractelement <8 x float> %1264, i64 2
  %1290 = extractelement <8 x float> %1264, i64 3
  %1291 = extractelement <8 x float> %1264, i64 4
  %1292 = extractelement <8 x float> %1264, i64 5
  %1293 = extractelement <8 x float> %1264, i64 6
  %1294 = extractelement <8 x float> %1264, i64 7
  %1295 = extractelement <8 x float> %1265, i64 0
  %1296 = extractelement <8 x float> %1265, i64 1
  %1297 = extractelement <8 x float> %1265, i64 2
  %1298 = extractelement <8 x float> %1265, i64 3
  %1299 = extractelement <8 x float> %1265, i64 4
  %1300 = extractelement <8 x float> %1265, i64 5
  %1301 = extractelement <8 x float> %1265, i64 6
  %1302 = extractelement <8 x float> %1265, i64 7
  %1303 = extractelement <8 x float> %1266, i64 0
  %1304 = extractelement <8 x float> %1266, i64 1
  %1305 = extractelement <8 x float> %1266, i64 2
  %1306 = extractelement <8 x float> %1266, i64 3
  %1307 = extractelement <8 x float> %1266, i64 4
  %1308 = extractelement <8 x float> %1266, i64 5
  %1309 = extractelement <8 x float> %1266, i64 6
  %1310 = extractelement <8 x float> %1266, i64 7
  br i1 %665, label %603, label %._crit_edge

._crit_edge: ; preds = %1278, %140
  %1311 = phi <8 x float> [ zeroinitializer, %140 ], [ %1263, %1278 ]
  %1312 = phi <8 x float> [ zeroinitializer, %140 ], [ %1264, %1278 ]
  %1313 = phi <8 x float> [ zeroinitializer, %140 ], [ %1265, %1278 ]
  %1314 = phi <8 x float> [ zeroinitializer, %140 ], [ %1266, %1278 ]
  %1315 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14
  %1316 = load float, ptr addrspace(3) %1315, align 4
  %1317 = insertelement <8 x float> poison, float %1316, i64 0
  %1318 = shufflevector <8 x float> %1317, <8 x float> poison, <8 x i32> zeroinitializer
  %1319 = fdiv <8 x float> %1311, %1318
  %1320 = fptrunc <8 x float> %1319 to <8 x bfloat>
  %1321 = getelementptr bfloat, ptr addrspace(1) %3, i64 %17
  %1322 = getelementptr bfloat, ptr addrspace(1) %1321, i64 %12
  store <8 x bfloat> %1320, ptr addrspace(1) %1322, align 16
  %1323 = getelementptr float, ptr addrspace(3) @global_smem, i32 %37
  %1324 = load float, ptr addrspace(3) %1323, align 4
  %1325 = insertelement <8 x float> poison, float %1324, i64 0
  %1326 = shufflevector <8 x float> %1325, <8 x float> poison, <8 x i32> zeroinitializer
  %1327 = fdiv <8 x float> %1312, %1326
  %1328 = fptrunc <8 x float> %1327 to <8 x bfloat>
  %1329 = getelementptr bfloat, ptr addrspace(1) %3, i64 %40
  %1330 = getelementptr bfloat, ptr addrspace(1) %1329, i64 %12
  store <8 x bfloat> %1328, ptr addrspace(1) %1330, align 16
  %1331 = getelementptr float, ptr addrspace(3) @global_smem, i32 %60
  %1332 = load float, ptr addrspace(3) %1331, align 4
  %1333 = insertelement <8 x float> poison, float %1332, i64 0
  %1334 = shufflevector <8 x float> %1333, <8 x float> poison, <8 x i32> zeroinitializer
  %1335 = fdiv <8 x float> %1313, %1334
  %1336 = fptrunc <8 x float> %1335 to <8 x bfloat>
  %1337 = getelementptr bfloat, ptr addrspace(1) %3, i64 %63
  %1338 = getelementptr bfloat, ptr addrspace(1) %1337, i64 %12
  store <8 x bfloat> %1336, ptr addrspace(1) %1338, align 16
  %1339 = getelementptr float, ptr addrspace(3) @global_smem, i32 %83
  %1340 = load float, ptr addrspace(3) %1339, align 4
  %1341 = insertelement <8 x float> poison, float %1340, i64 0
  %1342 = shufflevector <8 x float> %1341, <8 x float> poison, <8 x i32> zeroinitializer
  %1343 = fdiv <8 x float> %1314, %1342
  %1344 = fptrunc <8 x float> %1343 to <8 x bfloat>
  %1345 = getelementptr bfloat, ptr addrspace(1) %3, i64 %86
  %1346 = getelementptr bfloat, ptr addrspace(1) %1345, i64 %12
  store <8 x bfloat> %1344, ptr addrspace(1) %1346, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
