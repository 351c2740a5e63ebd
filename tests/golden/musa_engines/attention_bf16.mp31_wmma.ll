; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 3
  %20 = and i64 %19, 56
  %21 = lshr i64 %19, 6
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 6
  br i1 %11, label %24, label %29

24: ; preds = %18
  %25 = sext i32 %23 to i64
  %26 = getelementptr bfloat, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr bfloat, ptr addrspace(1) %26, i64 %20
  %28 = load <8 x bfloat>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <8 x bfloat> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = extractelement <8 x bfloat> %30, i64 0
  %32 = extractelement <8 x bfloat> %30, i64 1
  %33 = extractelement <8 x bfloat> %30, i64 2
  %34 = extractelement <8 x bfloat> %30, i64 3
  %35 = extractelement <8 x bfloat> %30, i64 4
  %36 = extractelement <8 x bfloat> %30, i64 5
  %37 = extractelement <8 x bfloat> %30, i64 6
  %38 = extractelement <8 x bfloat> %30, i64 7
  %39 = trunc i64 %19 to i32
  %40 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %39
  store bfloat %31, ptr addrspace(3) %40, align 16
  %41 = or i32 %39, 1
  %42 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %41
  store bfloat %32, ptr addrspace(3) %42, align 2
  %43 = or i32 %39, 2
  %44 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %43
  store bfloat %33, ptr addrspace(3) %44, align 4
  %45 = or i32 %39, 3
  %46 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %45
  store bfloat %34, ptr addrspace(3) %46, align 2
  %47 = or i32 %39, 4
  %48 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %47
  store bfloat %35, ptr addrspace(3) %48, align 8
  %49 = or i32 %39, 5
  %50 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %49
  store bfloat %36, ptr addrspace(3) %50, align 2
  %51 = or i32 %39, 6
  %52 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %51
  store bfloat %37, ptr addrspace(3) %52, align 4
  %53 = or i32 %39, 7
  %54 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %53
  store bfloat %38, ptr addrspace(3) %54, align 2
  %55 = add nsw i64 %19, 1024
  %56 = lshr i64 %55, 6
  %57 = trunc i64 %56 to i32
  %58 = shl i32 %57, 6
  br i1 %11, label %59, label %64

59: ; preds = %29
  %60 = sext i32 %58 to i64
  %61 = getelementptr bfloat, ptr addrspace(1) %1, i64 %60
  %62 = getelementptr bfloat, ptr addrspace(1) %61, i64 %20
  %63 = load <8 x bfloat>, ptr addrspace(1) %62, align 16
  br label %64

64: ; preds = %59, %29
  %65 = phi <8 x bfloat> [ %63, %59 ], [ zeroinitializer, %29 ]
  %66 = extractelement <8 x bfloat> %65, i64 0
  %67 = extractelement <8 x bfloat> %65, i64 1
  %68 = extractelement <8 x bfloat> %65, i64 2
  %69 = extractelement <8 x bfloat> %65, i64 3
  %70 = extractelement <8 x bfloat> %65, i64 4
  %71 = extractelement <8 x bfloat> %65, i64 5
  %72 = extractelement <8 x bfloat> %65, i64 6
  %73 = extractelement <8 x bfloat> %65, i64 7
  %74 = and i64 %55, 4294967232
  %75 = or i64 %74, %20
  %76 = trunc i64 %75 to i32
  %77 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %76
  store bfloat %66, ptr addrspace(3) %77, align 16
  %78 = or i32 %76, 1
  %79 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %78
  store bfloat %67, ptr addrspace(3) %79, align 2
  %80 = or i32 %76, 2
  %81 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %80
  store bfloat %68, ptr addrspace(3) %81, align 4
  %82 = or i32 %76, 3
  %83 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %82
  store bfloat %69, ptr addrspace(3) %83, align 2
  %84 = or i32 %76, 4
  %85 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %84
  store bfloat %70, ptr addrspace(3) %85, align 8
  %86 = or i32 %76, 5
  %87 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %86
  store bfloat %71, ptr addrspace(3) %87, align 2
  %88 = or i32 %76, 6
  %89 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %88
  store bfloat %72, ptr addrspace(3) %89, align 4
  %90 = or i32 %76, 7
  %91 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %90
  store bfloat %73, ptr addrspace(3) %91, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %11, label %92, label %97

92: ; preds = %64
  %93 = sext i32 %23 to i64
  %94 = getelementptr bfloat, ptr addrspace(1) %2, i64 %93
  %95 = getelementptr bfloat, ptr addrspace(1) %94, i64 %20
  %96 = load <8 x bfloat>, ptr addrspace(1) %95, align 16
  br label %97

97: ; preds = %92, %64
  %98 = phi <8 x bfloat> [ %96, %92 ], [ zeroinitializer, %64 ]
  br i1 %11, label %99, label %104

99: ; preds = %97
  %100 = sext i32 %58 to i64
  %101 = getelementptr bfloat, ptr addrspace(1) %2, i64 %100
  %102 = getelementptr bfloat, ptr addrspace(1) %101, i64 %20
  %103 = load <8 x bfloat>, ptr addrspace(1) %102, align 16
  br label %104

104: ; preds = %99, %97
  %105 = phi <8 x bfloat> [ %103, %99 ], [ zeroinitializer, %97 ]
  %106 = add i32 %10, %22
  %107 = shl i32 %106, 6
  %108 = sext i32 %107 to i64
  %109 = getelementptr bfloat, ptr addrspace(1) %0, i64 %108
  %110 = getelementptr bfloat, ptr addrspace(1) %109, i64 %20
  %111 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %39
  %112 = add i32 %10, %57
  %113 = shl i32 %112, 6
  %114 = sext i32 %113 to i64
  %115 = getelementptr bfloat, ptr addrspace(1) %0, i64 %114
  %116 = getelementptr bfloat, ptr addrspace(1) %115, i64 %20
  %117 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %76
  %118 = add nsw i64 %19, 2048
  %119 = lshr i64 %118, 6
  %120 = trunc i64 %119 to i32
  %121 = add i32 %10, %120
  %122 = shl i32 %121, 6
  %123 = sext i32 %122 to i64
  %124 = getelementptr bfloat, ptr addrspace(1) %0, i64 %123
  %125 = getelementptr bfloat, ptr addrspace(1) %124, i64 %20
  %126 = and i64 %118, 4294967232
  %127 = or i64 %126, %20
  %128 = trunc i64 %127 to i32
  %129 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %128
  %130 = add nsw i64 %19, 3072
  %131 = lshr i64 %130, 6
  %132 = trunc i64 %131 to i32
  %133 = add i32 %10, %132
  %134 = shl i32 %133, 6
  %135 = sext i32 %134 to i64
  %136 = getelementptr bfloat, ptr addrspace(1) %0, i64 %135
  %137 = getelementptr bfloat, ptr addrspace(1) %136, i64 %20
  %138 = and i64 %130, 4294967232
  %139 = or i64 %138, %20
  %140 = trunc i64 %139 to i32
  %141 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %140
  %142 = and i64 %19, 24
  %143 = lshr i64 %19, 5
  %144 = or i64 %142, 1
  %145 = or i64 %142, 2
  %146 = or i64 %142, 3
  %147 = or i64 %142, 4
  %148 = or i64 %142, 5
  %149 = or i64 %142, 6
  %150 = or i64 %142, 7
  %151 = shl nuw nsw i64 %142, 6
  %152 = add nuw nsw i64 %151, %143
  %153 = trunc i64 %152 to i32
  %154 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %153
  %155 = shl nuw nsw i64 %144, 6
  %156 = add nuw nsw i64 %155, %143
  %157 = trunc i64 %156 to i32
  %158 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %157
  %159 = shl nuw nsw i64 %145, 6
  %160 = add nuw nsw i64 %159, %143
  %161 = trunc i64 %160 to i32
  %162 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %161
  %163 = shl nuw nsw i64 %146, 6
  %164 = add nuw nsw i64 %163, %143
  %165 = trunc i64 %164 to i32
  %166 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %165
  %167 = shl nuw nsw i64 %147, 6
  %168 = add nuw nsw i64 %167, %143
  %169 = trunc i64 %168 to i32
  %170 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %169
  %171 = shl nuw nsw i64 %148, 6
  %172 = add nuw nsw i64 %171, %143
  %173 = trunc i64 %172 to i32
  %174 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %173
  %175 = shl nuw nsw i64 %149, 6
  %176 = add nuw nsw i64 %175, %143
  %177 = trunc i64 %176 to i32
  %178 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %177
  %179 = shl nuw nsw i64 %150, 6
  %180 = add nuw nsw i64 %179, %143
  %181 = trunc i64 %180 to i32
  %182 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %181
  %183 = mul i64 %143, 40
  %184 = add i64 %183, %142
  %185 = trunc i64 %184 to i32
  %186 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %185
  %187 = lshr i64 %55, 5
  %188 = add nuw nsw i64 %187, %151
  %189 = trunc i64 %188 to i32
  %190 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %189
  %191 = add nuw nsw i64 %155, %187
  %192 = trunc i64 %191 to i32
  %193 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %192
  %194 = add nuw nsw i64 %159, %187
  %195 = trunc i64 %194 to i32
  %196 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %195
  %197 = add nuw nsw i64 %163, %187
  %198 = trunc i64 %197 to i32
  %199 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %198
  %200 = add nuw nsw i64 %167, %187
  %201 = trunc i64 %200 to i32
  %202 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %201
  %203 = add nuw nsw i64 %171, %187
  %204 = trunc i64 %203 to i32
  %205 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %204
  %206 = add nuw nsw i64 %175, %187
  %207 = trunc i64 %206 to i32
  %208 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %207
  %209 = add nuw nsw i64 %179, %187
  %210 = trunc i64 %209 to i32
  %211 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %210
  %212 = mul i64 %187, 40
  %213 = add i64 %212, %142
  %214 = trunc i64 %213 to i32
  %215 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %214
  %216 = lshr i64 %8, 5
  %217 = and i64 %8, 3
  %218 = lshr i64 %8, 2
  %219 = and i64 %218, 1
  %220 = lshr i64 %8, 3
  %221 = and i64 %220, 1
  %222 = shl nuw nsw i64 %221, 1
  %223 = lshr i64 %8, 4
  %224 = and i64 %223, 1
  %225 = shl nuw nsw i64 %224, 2
  %226 = or i64 %222, %225
  %227 = or i64 %226, %219
  %228 = shl nuw nsw i64 %224, 1
  %229 = or i64 %228, %221
  %230 = and i64 %8, 1
  %231 = icmp ult i32 %7, 128
  %232 = icmp eq i64 %230, 0
  %233 = and i1 %231, %232
  %234 = and i64 %19, -32
  %235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %39
  %236 = trunc i64 %143 to i32
  %237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %236
  %238 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %236
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %39
  %240 = or i64 %144, %234
  %241 = trunc i64 %240 to i32
  %242 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %241
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %241
  %244 = or i64 %145, %234
  %245 = trunc i64 %244 to i32
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %245
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %245
  %248 = or i64 %146, %234
  %249 = trunc i64 %248 to i32
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %249
  %251 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %249
  %252 = or i64 %147, %234
  %253 = trunc i64 %252 to i32
  %254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %253
  %255 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %253
  %256 = or i64 %148, %234
  %257 = trunc i64 %256 to i32
  %258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %257
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %257
  %260 = or i64 %149, %234
  %261 = trunc i64 %260 to i32
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %261
  %263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %261
  %264 = or i64 %150, %234
  %265 = trunc i64 %264 to i32
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %265
  %267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %265
  %268 = and i64 %55, -32
  %269 = or i64 %268, %142
  %270 = trunc i64 %269 to i32
  %271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %270
  %272 = trunc i64 %187 to i32
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %272
  %274 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %272
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %270
  %276 = or i64 %144, %268
  %277 = trunc i64 %276 to i32
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %277
  %279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %277
  %280 = or i64 %145, %268
  %281 = trunc i64 %280 to i32
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %281
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %281
  %284 = or i64 %146, %268
  %285 = trunc i64 %284 to i32
  %286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %285
  %287 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %285
  %288 = or i64 %147, %268
  %289 = trunc i64 %288 to i32
  %290 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %289
  %291 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %289
  %292 = or i64 %148, %268
  %293 = trunc i64 %292 to i32
  %294 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %293
  %295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %293
  %296 = or i64 %149, %268
  %297 = trunc i64 %296 to i32
  %298 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %297
  %299 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %297
  %300 = or i64 %150, %268
  %301 = trunc i64 %300 to i32
  %302 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %301
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %301
  %304 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %185
  %305 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %214
  %306 = mul i64 %21, 72
  %307 = add i64 %306, %20
  %308 = trunc i64 %307 to i32
  %309 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %308
  %310 = mul i64 %56, 72
  %311 = add i64 %310, %20
  %312 = trunc i64 %311 to i32
  %313 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %312
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %22
  %315 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %39
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %41
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %43
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %45
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %47
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %49
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %51
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %53
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %57
  %324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %76
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %78
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %80
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %82
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %84
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %86
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %88
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %90
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %120
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %128
  %334 = or i32 %128, 1
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %334
  %336 = or i32 %128, 2
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %336
  %338 = or i32 %128, 3
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %338
  %340 = or i32 %128, 4
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %340
  %342 = or i32 %128, 5
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %342
  %344 = or i32 %128, 6
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %344
  %346 = or i32 %128, 7
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %346
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %132
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %140
  %350 = or i32 %140, 1
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %350
  %352 = or i32 %140, 2
  %353 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %352
  %354 = or i32 %140, 3
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %354
  %356 = or i32 %140, 4
  %357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %356
  %358 = or i32 %140, 5
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %358
  %360 = or i32 %140, 6
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %360
  %362 = or i32 %140, 7
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %362
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %39
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %76
  %366 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %128
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %140
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %20
  %invariant.gep60 = getelementptr bfloat, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %104
  %368 = shl nsw i64 %8, 4
  %369 = and i64 %368, -32
  %370 = select i1 %231, i64 %369, i64 0
  %371 = shl nuw nsw i64 %230, 3
  %urem = and i64 %8, 7
  %372 = shl nuw nsw i64 %216, 4
  %373 = and i64 %372, 16
  %374 = or i64 %227, %373
  %375 = or i64 %374, 8
  %376 = or i64 %373, %urem
  %377 = or i64 %376, 8
  %378 = lshr i32 %7, 1
  %379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %378
  %380 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %381 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26112), i32 %7
  %382 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34560), i32 %7
  %383 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34816), i32 %378
  %384 = and i64 %372, 48
  %385 = or i64 %384, %urem
  %386 = or i64 %385, 8
  %387 = or i64 %217, 4
  %388 = or i64 %217, 8
  %389 = or i64 %217, 12
  %390 = or i64 %217, 16
  %391 = or i64 %217, 20
  %392 = or i64 %217, 24
  %393 = or i64 %217, 28
  %394 = or i64 %227, %384
  %395 = mul nuw nsw i64 %217, 72
  %396 = add nuw nsw i64 %394, %395
  %397 = trunc i64 %396 to i32
  %398 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %397
  %399 = mul nuw nsw i64 %387, 72
  %400 = add nuw nsw i64 %394, %399
  %401 = trunc i64 %400 to i32
  %402 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %401
  %403 = mul nuw nsw i64 %388, 72
  %404 = add nuw nsw i64 %394, %403
  %405 = trunc i64 %404 to i32
  %406 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %405
  %407 = mul nuw nsw i64 %389, 72
  %408 = add nuw nsw i64 %394, %407
  %409 = trunc i64 %408 to i32
  %410 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %409
  %411 = mul nuw nsw i64 %390, 72
  %412 = add nuw nsw i64 %394, %411
  %413 = trunc i64 %412 to i32
  %414 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %413
  %415 = mul nuw nsw i64 %391, 72
  %416 = add nuw nsw i64 %394, %415
  %417 = trunc i64 %416 to i32
  %418 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %417
  %419 = mul nuw nsw i64 %392, 72
  %420 = add nuw nsw i64 %394, %419
  %421 = trunc i64 %420 to i32
  %422 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %421
  %423 = mul nuw nsw i64 %393, 72
  %424 = add nuw nsw i64 %394, %423
  %425 = trunc i64 %424 to i32
  %426 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %425
  %427 = or i64 %394, 8
  %428 = add nuw nsw i64 %427, %395
  %429 = trunc i64 %428 to i32
  %430 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %429
  %431 = add nuw nsw i64 %427, %399
  %432 = trunc i64 %431 to i32
  %433 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %432
  %434 = add nuw nsw i64 %427, %403
  %435 = trunc i64 %434 to i32
  %436 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %435
  %437 = add nuw nsw i64 %427, %407
  %438 = trunc i64 %437 to i32
  %439 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %438
  %440 = add nuw nsw i64 %427, %411
  %441 = trunc i64 %440 to i32
  %442 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %441
  %443 = add nuw nsw i64 %427, %415
  %444 = trunc i64 %443 to i32
  %445 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %444
  %446 = add nuw nsw i64 %427, %419
  %447 = trunc i64 %446 to i32
  %448 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %447
  %449 = add nuw nsw i64 %427, %423
  %450 = trunc i64 %449 to i32
  %451 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 40192), i32 %450
  %452 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %453 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 34816), i32 %7
  %454 = or i64 %371, %370
  %455 = trunc i64 %454 to i32
  %456 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %455
  %457 = or i32 %455, 1
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %457
  %459 = or i32 %455, 2
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %459
  %461 = or i32 %455, 3
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %461
  %463 = or i32 %455, 4
  %464 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %463
  %465 = or i32 %455, 5
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %465
  %467 = or i32 %455, 6
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %467
  %469 = or i32 %455, 7
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %469
  %471 = or i64 %371, %370
  %472 = trunc i64 %471 to i32
  %473 = or i32 %472, 16
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %473
  %475 = or i32 %472, 17
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %475
  %477 = or i32 %472, 18
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %477
  %479 = or i32 %472, 19
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %479
  %481 = or i32 %472, 20
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %481
  %483 = or i32 %472, 21
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %483
  %485 = or i32 %472, 22
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %485
  %487 = or i32 %472, 23
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %487
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %455
  %490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %457
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %459
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %461
  %493 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %463
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %465
  %495 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %467
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %469
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %473
  %498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %475
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %477
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %479
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %481
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %483
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %485
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 26368), i32 %487
  br label %505

505: ; preds = %.lr.ph, %1351
  %506 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %1351 ]
  %507 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %1351 ]
  %508 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %1351 ]
  %509 = phi float [ 0.000000e+00, %.lr.ph ], [ %1380, %1351 ]
  %510 = phi float [ 0.000000e+00, %.lr.ph ], [ %1379, %1351 ]
  %511 = phi float [ 0.000000e+00, %.lr.ph ], [ %1378, %1351 ]
  %512 = phi float [ 0.000000e+00, %.lr.ph ], [ %1377, %1351 ]
  %513 = phi float [ 0.000000e+00, %.lr.ph ], [ %1376, %1351 ]
  %514 = phi float [ 0.000000e+00, %.lr.ph ], [ %1375, %1351 ]
  %515 = phi float [ 0.000000e+00, %.lr.ph ], [ %1374, %1351 ]
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1373, %1351 ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1372, %1351 ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %1351 ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %1351 ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %1351 ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %1351 ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %1351 ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %1351 ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %1351 ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %1351 ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1363, %1351 ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %1351 ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %1351 ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %1351 ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %1351 ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %1351 ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %1351 ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %1351 ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %1351 ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %1351 ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %1351 ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %1351 ]
  %538 = phi i32 [ 0, %.lr.ph ], [ %541, %1351 ]
  %539 = phi <8 x bfloat> [ %98, %.lr.ph ], [ %577, %1351 ]
  %540 = phi <8 x bfloat> [ %105, %.lr.ph ], [ %582, %1351 ]
  %541 = add i32 %538, 32
  %542 = icmp slt i32 %541, %5
  %543 = add i32 %541, %22
  %544 = shl i32 %543, 6
  br i1 %542, label %545, label %548

545: ; preds = %505
  %546 = sext i32 %544 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %546
  %547 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %548

548: ; preds = %545, %505
  %549 = phi <8 x bfloat> [ %547, %545 ], [ zeroinitializer, %505 ]
  %550 = extractelement <8 x bfloat> %549, i64 0
  %551 = extractelement <8 x bfloat> %549, i64 1
  %552 = extractelement <8 x bfloat> %549, i64 2
  %553 = extractelement <8 x bfloat> %549, i64 3
  %554 = extractelement <8 x bfloat> %549, i64 4
  %555 = extractelement <8 x bfloat> %549, i64 5
  %556 = extractelement <8 x bfloat> %549, i64 6
  %557 = extractelement <8 x bfloat> %549, i64 7
  %558 = add i32 %541, %57
  %559 = shl i32 %558, 6
  br i1 %542, label %560, label %563

560: ; preds = %548
  %561 = sext i32 %559 to i64
  %gep59 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %561
  %562 = load <8 x bfloat>, ptr addrspace(1) %gep59, align 16
  br label %563

563: ; preds = %560, %548
  %564 = phi <8 x bfloat> [ %562, %560 ], [ zeroinitializer, %548 ]
  %565 = extractelement <8 x bfloat> %564, i64 0
  %566 = extractelement <8 x bfloat> %564, i64 1
  %567 = extractelement <8 x bfloat> %564, i64 2
  %568 = extractelement <8 x bfloat> %564, i64 3
  %569 = extractelement <8 x bfloat> %564, i64 4
  %570 = extractelement <8 x bfloat> %564, i64 5
  %571 = extractelement <8 x bfloat> %564, i64 6
  %572 = extractelement <8 x bfloat> %564, i64 7
  br i1 %542, label %573, label %576

573: ; preds = %563
  %574 = sext i32 %544 to i64
  %gep61 = getelementptr bfloat, ptr addrspace(1) %invariant.gep60, i64 %574
  %575 = load <8 x bfloat>, ptr addrspace(1) %gep61, align 16
  br label %576

576: ; preds = %573, %563
  %577 = phi <8 x bfloat> [ %575, %573 ], [ zeroinitializer, %563 ]
  br i1 %542, label %578, label %581

578: ; preds = %576
  %579 = sext i32 %559 to i64
  %gep63 = getelementptr bfloat, ptr addrspace(1) %invariant.gep60, i64 %579
  %580 = load <8 x bfloat>, ptr addrspace(1) %gep63, align 16
  br label %581

581: ; preds = %578, %576
  %582 = phi <8 x bfloat> [ %580, %578 ], [ zeroinitializer, %576 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %111, ptr addrspace(1) %110, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %117, ptr addrspace(1) %116, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %129, ptr addrspace(1) %125, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %141, ptr addrspace(1) %137, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %583 = load bfloat, ptr addrspace(3) %154, align 2
  %584 = load bfloat, ptr addrspace(3) %158, align 2
  %585 = load bfloat, ptr addrspace(3) %162, align 2
  %586 = load bfloat, ptr addrspace(3) %166, align 2
  %587 = load bfloat, ptr addrspace(3) %170, align 2
  %588 = load bfloat, ptr addrspace(3) %174, align 2
  %589 = load bfloat, ptr addrspace(3) %178, align 2
  %590 = load bfloat, ptr addrspace(3) %182, align 2
  %591 = insertelement <8 x bfloat> poison, bfloat %583, i64 0
  %592 = insertelement <8 x bfloat> %591, bfloat %584, i64 1
  %593 = insertelement <8 x bfloat> %592, bfloat %585, i64 2
  %594 = insertelement <8 x bfloat> %593, bfloat %586, i64 3
  %595 = insertelement <8 x bfloat> %594, bfloat %587, i64 4
  %596 = insertelement <8 x bfloat> %595, bfloat %588, i64 5
  %597 = insertelement <8 x bfloat> %596, bfloat %589, i64 6
  %598 = insertelement <8 x bfloat> %597, bfloat %590, i64 7
  store <8 x bfloat> %598, ptr addrspace(3) %186, align 16
  %599 = load bfloat, ptr addrspace(3) %190, align 2
  %600 = load bfloat, ptr addrspace(3) %193, align 2
  %601 = load bfloat, ptr addrspace(3) %196, align 2
  %602 = load bfloat, ptr addrspace(3) %199, align 2
  %603 = load bfloat, ptr addrspace(3) %202, align 2
  %604 = load bfloat, ptr addrspace(3) %205, align 2
  %605 = load bfloat, ptr addrspace(3) %208, align 2
  %606 = load bfloat, ptr addrspace(3) %211, align 2
  %607 = insertelement <8 x bfloat> poison, bfloat %599, i64 0
  %608 = insertelement <8 x bfloat> %607, bfloat %600, i64 1
  %609 = insertelement <8 x bfloat> %608, bfloat %601, i64 2
  %610 = insertelement <8 x bfloat> %609, bfloat %602, i64 3
  %611 = insertelement <8 x bfloat> %610, bfloat %603, i64 4
  %612 = insertelement <8 x bfloat> %611, bfloat %604, i64 5
  %613 = insertelement <8 x bfloat> %612, bfloat %605, i64 6
  %614 = insertelement <8 x bfloat> %613, bfloat %606, i64 7
  store <8 x bfloat> %614, ptr addrspace(3) %215, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br label %615

615: ; preds = %581, %877
  %616 = phi i1 [ true, %581 ], [ false, %877 ]
  %617 = phi i64 [ 0, %581 ], [ 4, %877 ]
  %618 = add nuw nsw i64 %617, %216
  %619 = icmp ult i64 %618, 8
  br i1 %619, label %620, label %877

620: ; preds = %615
  %621 = shl nuw nsw i64 %618, 3
  %622 = and i64 %621, 48
  %623 = or i64 %622, %227
  %624 = shl nuw nsw i64 %623, 6
  %625 = or i64 %624, 512
  br label %626

626: ; preds = %620, %626
  %627 = phi <8 x i32> [ zeroinitializer, %620 ], [ %838, %626 ]
  %628 = phi i1 [ true, %620 ], [ false, %626 ]
  %629 = phi i64 [ 0, %620 ], [ 32, %626 ]
  %630 = or i64 %629, %217
  %631 = or i64 %630, %624
  %632 = trunc i64 %631 to i32
  %633 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %632
  %634 = load bfloat, ptr addrspace(3) %633, align 2
  %635 = or i64 %630, 4
  %636 = or i64 %635, %624
  %637 = trunc i64 %636 to i32
  %638 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %637
  %639 = load bfloat, ptr addrspace(3) %638, align 2
  %640 = or i64 %630, 8
  %641 = or i64 %640, %624
  %642 = trunc i64 %641 to i32
  %643 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %642
  %644 = load bfloat, ptr addrspace(3) %643, align 2
  %645 = or i64 %630, 12
  %646 = or i64 %645, %624
  %647 = trunc i64 %646 to i32
  %648 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %647
  %649 = load bfloat, ptr addrspace(3) %648, align 2
  %650 = or i64 %630, 16
  %651 = or i64 %650, %624
  %652 = trunc i64 %651 to i32
  %653 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %652
  %654 = load bfloat, ptr addrspace(3) %653, align 2
  %655 = or i64 %630, 20
  %656 = or i64 %655, %624
  %657 = trunc i64 %656 to i32
  %658 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %657
  %659 = load bfloat, ptr addrspace(3) %658, align 2
  %660 = or i64 %630, 24
  %661 = or i64 %660, %624
  %662 = trunc i64 %661 to i32
  %663 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %662
  %664 = load bfloat, ptr addrspace(3) %663, align 2
  %665 = or i64 %630, 28
  %666 = or i64 %665, %624
  %667 = trunc i64 %666 to i32
  %668 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %667
  %669 = load bfloat, ptr addrspace(3) %668, align 2
  %670 = or i64 %630, %625
  %671 = trunc i64 %670 to i32
  %672 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %671
  %673 = load bfloat, ptr addrspace(3) %672, align 2
  %674 = or i64 %635, %625
  %675 = trunc i64 %674 to i32
  %676 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %675
  %677 = load bfloat, ptr addrspace(3) %676, align 2
  %678 = or i64 %640, %625
  %679 = trunc i64 %678 to i32
  %680 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %679
  %681 = load bfloat, ptr addrspace(3) %680, align 2
  %682 = or i64 %645, %625
  %683 = trunc i64 %682 to i32
  %684 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %683
  %685 = load bfloat, ptr addrspace(3) %684, align 2
  %686 = or i64 %650, %625
  %687 = trunc i64 %686 to i32
  %688 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %687
  %689 = load bfloat, ptr addrspace(3) %688, align 2
  %690 = or i64 %655, %625
  %691 = trunc i64 %690 to i32
  %692 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %691
  %693 = load bfloat, ptr addrspace(3) %692, align 2
  %694 = or i64 %660, %625
  %695 = trunc i64 %694 to i32
  %696 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %695
  %697 = load bfloat, ptr addrspace(3) %696, align 2
  %698 = or i64 %665, %625
  %699 = trunc i64 %698 to i32
  %700 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %699
  %701 = load bfloat, ptr addrspace(3) %700, align 2
  %702 = insertelement <2 x bfloat> poison, bfloat %634, i64 0
  %703 = insertelement <2 x bfloat> %702, bfloat %639, i64 1
  %704 = bitcast <2 x bfloat> %703 to i32
  %705 = insertelement <2 x bfloat> poison, bfloat %644, i64 0
  %706 = insertelement <2 x bfloat> %705, bfloat %649, i64 1
  %707 = bitcast <2 x bfloat> %706 to i32
  %708 = insertelement <2 x bfloat> poison, bfloat %654, i64 0
  %709 = insertelement <2 x bfloat> %708, bfloat %659, i64 1
  %710 = bitcast <2 x bfloat> %709 to i32
  %711 = insertelement <2 x bfloat> poison, bfloat %664, i64 0
  %712 = insertelement <2 x bfloat> %711, bfloat %669, i64 1
  %713 = bitcast <2 x bfloat> %712 to i32
  %714 = insertelement <2 x bfloat> poison, bfloat %673, i64 0
  %715 = insertelement <2 x bfloat> %714, bfloat %677, i64 1
  %716 = bitcast <2 x bfloat> %715 to i32
  %717 = insertelement <2 x bfloat> poison, bfloat %681, i64 0
  %718 = insertelement <2 x bfloat> %717, bfloat %685, i64 1
  %719 = bitcast <2 x bfloat> %718 to i32
  %720 = insertelement <2 x bfloat> poison, bfloat %689, i64 0
  %721 = insertelement <2 x bfloat> %720, bfloat %693, i64 1
  %722 = bitcast <2 x bfloat> %721 to i32
  %723 = insertelement <2 x bfloat> poison, bfloat %697, i64 0
  %724 = insertelement <2 x bfloat> %723, bfloat %701, i64 1
  %725 = bitcast <2 x bfloat> %724 to i32
  %726 = insertelement <8 x i32> poison, i32 %704, i64 0
  %727 = insertelement <8 x i32> %726, i32 %707, i64 1
  %728 = insertelement <8 x i32> %727, i32 %710, i64 2
  %729 = insertelement <8 x i32> %728, i32 %713, i64 3
  %730 = insertelement <8 x i32> %729, i32 %716, i64 4
  %731 = insertelement <8 x i32> %730, i32 %719, i64 5
  %732 = insertelement <8 x i32> %731, i32 %722, i64 6
  %733 = insertelement <8 x i32> %732, i32 %725, i64 7
  %734 = mul nuw nsw i64 %630, 40
  %735 = add nuw nsw i64 %734, %374
  %736 = trunc i64 %735 to i32
  %737 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %736
  %738 = load bfloat, ptr addrspace(3) %737, align 2
  %739 = mul nuw nsw i64 %635, 40
  %740 = add nuw nsw i64 %739, %374
  %741 = trunc i64 %740 to i32
  %742 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %741
  %743 = load bfloat, ptr addrspace(3) %742, align 2
  %744 = mul nuw nsw i64 %640, 40
  %745 = add nuw nsw i64 %744, %374
  %746 = trunc i64 %745 to i32
  %747 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %746
  %748 = load bfloat, ptr addrspace(3) %747, align 2
  %749 = mul nuw nsw i64 %645, 40
  %750 = add nuw nsw i64 %749, %374
  %751 = trunc i64 %750 to i32
  %752 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %751
  %753 = load bfloat, ptr addrspace(3) %752, align 2
  %754 = mul nuw nsw i64 %650, 40
  %755 = add nuw nsw i64 %754, %374
  %756 = trunc i64 %755 to i32
  %757 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %756
  %758 = load bfloat, ptr addrspace(3) %757, align 2
  %759 = mul nuw nsw i64 %655, 40
  %760 = add nuw nsw i64 %759, %374
  %761 = trunc i64 %760 to i32
  %762 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %761
  %763 = load bfloat, ptr addrspace(3) %762, align 2
  %764 = mul nuw nsw i64 %660, 40
  %765 = add nuw nsw i64 %764, %374
  %766 = trunc i64 %765 to i32
  %767 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %766
  %768 = load bfloat, ptr addrspace(3) %767, align 2
  %769 = mul nuw nsw i64 %665, 40
  %770 = add nuw nsw i64 %769, %374
  %771 = trunc i64 %770 to i32
  %772 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %771
  %773 = load bfloat, ptr addrspace(3) %772, align 2
  %774 = add nuw nsw i64 %734, %375
  %775 = trunc i64 %774 to i32
  %776 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %775
  %777 = load bfloat, ptr addrspace(3) %776, align 2
  %778 = add nuw nsw i64 %739, %375
  %779 = trunc i64 %778 to i32
  %780 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %779
  %781 = load bfloat, ptr addrspace(3) %780, align 2
  %782 = add nuw nsw i64 %744, %375
  %783 = trunc i64 %782 to i32
  %784 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %783
  %785 = load bfloat, ptr addrspace(3) %784, align 2
  %786 = add nuw nsw i64 %749, %375
  %787 = trunc i64 %786 to i32
  %788 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %787
  %789 = load bfloat, ptr addrspace(3) %788, align 2
  %790 = add nuw nsw i64 %754, %375
  %791 = trunc i64 %790 to i32
  %792 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %791
  %793 = load bfloat, ptr addrspace(3) %792, align 2
  %794 = add nuw nsw i64 %759, %375
  %795 = trunc i64 %794 to i32
  %796 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %795
  %797 = load bfloat, ptr addrspace(3) %796, align 2
  %798 = add nuw nsw i64 %764, %375
  %799 = trunc i64 %798 to i32
  %800 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %799
  %801 = load bfloat, ptr addrspace(3) %800, align 2
  %802 = add nuw nsw i64 %769, %375
  %803 = trunc i64 %802 to i32
  %804 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12800), i32 %803
  %805 = load bfloat, ptr addrspace(3) %804, align 2
  %806 = insertelement <2 x bfloat> poison, bfloat %738, i64 0
  %807 = insertelement <2 x bfloat> %806, bfloat %743, i64 1
  %808 = bitcast <2 x bfloat> %807 to i32
  %809 = insertelement <2 x bfloat> poison, bfloat %748, i64 0
  %810 = insertelement <2 x bfloat> %809, bfloat %753, i64 1
  %811 = bitcast <2 x bfloat> %810 to i32
  %812 = insertelement <2 x bfloat> poison, bfloat %758, i64 0
  %813 = insertelement <2 x bfloat> %812, bfloat %763, i64 1
  %814 = bitcast <2 x bfloat> %813 to i32
  %815 = insertelement <2 x bfloat> poison, bfloat %768, i64 0
  %816 = insertelement <2 x bfloat> %815, bfloat %773, i64 1
  %817 = bitcast <2 x bfloat> %816 to i32
  %818 = insertelement <2 x bfloat> poison, bfloat %777, i64 0
  %819 = insertelement <2 x bfloat> %818, bfloat %781, i64 1
  %820 = bitcast <2 x bfloat> %819 to i32
  %821 = insertelement <2 x bfloat> poison, bfloat %785, i64 0
  %822 = insertelement <2 x bfloat> %821, bfloat %789, i64 1
  %823 = bitcast <2 x bfloat> %822 to i32
  %824 = insertelement <2 x bfloat> poison, bfloat %793, i64 0
  %825 = insertelement <2 x bfloat> %824, bfloat %797, i64 1
  %826 = bitcast <2 x bfloat> %825 to i32
  %827 = insertelement <2 x bfloat> poison, bfloat %801, i64 0
  %828 = insertelement <2 x bfloat> %827, bfloat %805, i64 1
  %829 = bitcast <2 x bfloat> %828 to i32
  %830 = insertelement <8 x i32> poison, i32 %808, i64 0
  %831 = insertelement <8 x i32> %830, i32 %811, i64 1
  %832 = insertelement <8 x i32> %831, i32 %814, i64 2
  %833 = insertelement <8 x i32> %832, i32 %817, i64 3
  %834 = insertelement <8 x i32> %833, i32 %820, i64 4
  %835 = insertelement <8 x i32> %834, i32 %823, i64 5
  %836 = insertelement <8 x i32> %835, i32 %826, i64 6
  %837 = insertelement <8 x i32> %836, i32 %829, i64 7
  %838 = tail call <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32> %733, <8 x i32> %837, <8 x i32> %627, i32 1, i32 1, i32 1)
  br i1 %628, label %626, label %839

839: ; preds = %626
  %bc16 = bitcast <8 x i32> %838 to <8 x float>
  %840 = extractelement <8 x float> %bc16, i64 0
  %841 = or i64 %622, %229
  %842 = shl nuw nsw i64 %841, 5
  %843 = or i64 %842, %376
  %844 = trunc i64 %843 to i32
  %845 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %844
  store float %840, ptr addrspace(3) %845, align 4
  %846 = extractelement <8 x float> %bc16, i64 1
  %847 = or i64 %842, %377
  %848 = trunc i64 %847 to i32
  %849 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %848
  store float %846, ptr addrspace(3) %849, align 4
  %850 = extractelement <8 x float> %bc16, i64 2
  %851 = or i64 %842, 128
  %852 = or i64 %851, %376
  %853 = trunc i64 %852 to i32
  %854 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %853
  store float %850, ptr addrspace(3) %854, align 4
  %855 = extractelement <8 x float> %bc16, i64 3
  %856 = or i64 %851, %377
  %857 = trunc i64 %856 to i32
  %858 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %857
  store float %855, ptr addrspace(3) %858, align 4
  %859 = extractelement <8 x float> %bc16, i64 4
  %860 = or i64 %842, 256
  %861 = or i64 %860, %376
  %862 = trunc i64 %861 to i32
  %863 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %862
  store float %859, ptr addrspace(3) %863, align 4
  %864 = extractelement <8 x float> %bc16, i64 5
  %865 = or i64 %860, %377
  %866 = trunc i64 %865 to i32
  %867 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %866
  store float %864, ptr addrspace(3) %867, align 4
  %868 = extractelement <8 x float> %bc16, i64 6
  %869 = or i64 %842, 384
  %870 = or i64 %869, %376
  %871 = trunc i64 %870 to i32
  %872 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %871
  store float %868, ptr addrspace(3) %872, align 4
  %873 = extractelement <8 x float> %bc16, i64 7
  %874 = or i64 %869, %377
  %875 = trunc i64 %874 to i32
  %876 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 17920), i32 %875
  store float %873, ptr addrspace(3) %876, align 4
  br label %877

877: ; preds = %839, %615
  br i1 %616, label %615, label %878

878: ; preds = %877
  tail call void @llvm.musa.syncthreads.lm()
  %879 = load float, ptr addrspace(3) %456, align 16
  %880 = fmul contract float %879, %4
  %881 = tail call float @llvm.maxnum.f32(float %880, float 0xFFF0000000000000)
  %882 = load float, ptr addrspace(3) %458, align 4
  %883 = fmul contract float %882, %4
  %884 = tail call float @llvm.maxnum.f32(float %881, float %883)
  %885 = load float, ptr addrspace(3) %460, align 8
  %886 = fmul contract float %885, %4
  %887 = tail call float @llvm.maxnum.f32(float %884, float %886)
  %888 = load float, ptr addrspace(3) %462, align 4
  %889 = fmul contract float %888, %4
  %890 = tail call float @llvm.maxnum.f32(float %887, float %889)
  %891 = load float, ptr addrspace(3) %464, align 16
  %892 = fmul contract float %891, %4
  %893 = tail call float @llvm.maxnum.f32(float %890, float %892)
  %894 = load float, ptr addrspace(3) %466, align 4
  %895 = fmul contract float %894, %4
  %896 = tail call float @llvm.maxnum.f32(float %893, float %895)
  %897 = load float, ptr addrspace(3) %468, align 8
  %898 = fmul contract float %897, %4
  %899 = tail call float @llvm.maxnum.f32(float %896, float %898)
  %900 = load float, ptr addrspace(3) %470, align 4
  %901 = fmul contract float %900, %4
  %902 = tail call float @llvm.maxnum.f32(float %899, float %901)
  %903 = load float, ptr addrspace(3) %474, align 16
  %904 = fmul contract float %903, %4
  %905 = tail call float @llvm.maxnum.f32(float %902, float %904)
  %906 = load float, ptr addrspace(3) %476, align 4
  %907 = fmul contract float %906, %4
  %908 = tail call float @llvm.maxnum.f32(float %905, float %907)
  %909 = load float, ptr addrspace(3) %478, align 8
  %910 = fmul contract float %909, %4
  %911 = tail call float @llvm.maxnum.f32(float %908, float %910)
  %912 = load float, ptr addrspace(3) %480, align 4
  %913 = fmul contract float %912, %4
  %914 = tail call float @llvm.maxnum.f32(float %911, float %913)
  %915 = load float, ptr addrspace(3) %482, align 16
  %916 = fmul contract float %915, %4
  %917 = tail call float @llvm.maxnum.f32(float %914, float %916)
  %918 = load float, ptr addrspace(3) %484, align 4
  %919 = fmul contract float %918, %4
  %920 = tail call float @llvm.maxnum.f32(float %917, float %919)
  %921 = load float, ptr addrspace(3) %486, align 8
  %922 = fmul contract float %921, %4
  %923 = tail call float @llvm.maxnum.f32(float %920, float %922)
  %924 = load float, ptr addrspace(3) %488, align 4
  %925 = fmul contract float %924, %4
  %926 = tail call float @llvm.maxnum.f32(float %923, float %925)
  %927 = bitcast float %926 to i32
  %928 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %927, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %233, label %929, label %932

929: ; preds = %878
  %930 = bitcast i32 %928 to float
  %931 = tail call float @llvm.maxnum.f32(float %926, float %930)
  store float %931, ptr addrspace(3) %379, align 4
  br label %932

932: ; preds = %929, %878
  tail call void @llvm.musa.syncthreads.lm()
  %933 = load float, ptr addrspace(3) %235, align 16
  %934 = fmul contract float %933, %4
  %935 = load float, ptr addrspace(3) %237, align 4
  %936 = load float, ptr addrspace(3) %238, align 4
  %937 = tail call float @llvm.maxnum.f32(float %935, float %936)
  %938 = fsub contract float %934, %937
  %939 = fmul float %938, 0x3FF7154760000000
  %940 = tail call float @llvm.exp2.f32(float %939)
  store float %940, ptr addrspace(3) %239, align 16
  %941 = load float, ptr addrspace(3) %242, align 4
  %942 = fmul contract float %941, %4
  %943 = fsub contract float %942, %937
  %944 = fmul float %943, 0x3FF7154760000000
  %945 = tail call float @llvm.exp2.f32(float %944)
  store float %945, ptr addrspace(3) %243, align 4
  %946 = load float, ptr addrspace(3) %246, align 8
  %947 = fmul contract float %946, %4
  %948 = fsub contract float %947, %937
  %949 = fmul float %948, 0x3FF7154760000000
  %950 = tail call float @llvm.exp2.f32(float %949)
  store float %950, ptr addrspace(3) %247, align 8
  %951 = load float, ptr addrspace(3) %250, align 4
  %952 = fmul contract float %951, %4
  %953 = fsub contract float %952, %937
  %954 = fmul float %953, 0x3FF7154760000000
  %955 = tail call float @llvm.exp2.f32(float %954)
  store float %955, ptr addrspace(3) %251, align 4
  %956 = load float, ptr addrspace(3) %254, align 16
  %957 = fmul contract float %956, %4
  %958 = fsub contract float %957, %937
  %959 = fmul float %958, 0x3FF7154760000000
  %960 = tail call float @llvm.exp2.f32(float %959)
  store float %960, ptr addrspace(3) %255, align 16
  %961 = load float, ptr addrspace(3) %258, align 4
  %962 = fmul contract float %961, %4
  %963 = fsub contract float %962, %937
  %964 = fmul float %963, 0x3FF7154760000000
  %965 = tail call float @llvm.exp2.f32(float %964)
  store float %965, ptr addrspace(3) %259, align 4
  %966 = load float, ptr addrspace(3) %262, align 8
  %967 = fmul contract float %966, %4
  %968 = fsub contract float %967, %937
  %969 = fmul float %968, 0x3FF7154760000000
  %970 = tail call float @llvm.exp2.f32(float %969)
  store float %970, ptr addrspace(3) %263, align 8
  %971 = load float, ptr addrspace(3) %266, align 4
  %972 = fmul contract float %971, %4
  %973 = fsub contract float %972, %937
  %974 = fmul float %973, 0x3FF7154760000000
  %975 = tail call float @llvm.exp2.f32(float %974)
  store float %975, ptr addrspace(3) %267, align 4
  %976 = load float, ptr addrspace(3) %271, align 16
  %977 = fmul contract float %976, %4
  %978 = load float, ptr addrspace(3) %273, align 4
  %979 = load float, ptr addrspace(3) %274, align 4
  %980 = tail call float @llvm.maxnum.f32(float %978, float %979)
  %981 = fsub contract float %977, %980
  %982 = fmul float %981, 0x3FF7154760000000
  %983 = tail call float @llvm.exp2.f32(float %982)
  store float %983, ptr addrspace(3) %275, align 16
  %984 = load float, ptr addrspace(3) %278, align 4
  %985 = fmul contract float %984, %4
  %986 = fsub contract float %985, %980
  %987 = fmul float %986, 0x3FF7154760000000
  %988 = tail call float @llvm.exp2.f32(float %987)
  store float %988, ptr addrspace(3) %279, align 4
  %989 = load float, ptr addrspace(3) %282, align 8
  %990 = fmul contract float %989, %4
  %991 = fsub contract float %990, %980
  %992 = fmul float %991, 0x3FF7154760000000
  %993 = tail call float @llvm.exp2.f32(float %992)
  store float %993, ptr addrspace(3) %283, align 8
  %994 = load float, ptr addrspace(3) %286, align 4
  %995 = fmul contract float %994, %4
  %996 = fsub contract float %995, %980
  %997 = fmul float %996, 0x3FF7154760000000
  %998 = tail call float @llvm.exp2.f32(float %997)
  store float %998, ptr addrspace(3) %287, align 4
  %999 = load float, ptr addrspace(3) %290, align 16
  %1000 = fmul contract float %999, %4
  %1001 = fsub contract float %1000, %980
  %1002 = fmul float %1001, 0x3FF7154760000000
  %1003 = tail call float @llvm.exp2.f32(float %1002)
  store float %1003, ptr addrspace(3) %291, align 16
  %1004 = load float, ptr addrspace(3) %294, align 4
  %1005 = fmul contract float %1004, %4
  %1006 = fsub contract float %1005, %980
  %1007 = fmul float %1006, 0x3FF7154760000000
  %1008 = tail call float @llvm.exp2.f32(float %1007)
  store float %1008, ptr addrspace(3) %295, align 4
  %1009 = load float, ptr addrspace(3) %298, align 8
  %1010 = fmul contract float %1009, %4
  %1011 = fsub contract float %1010, %980
  %1012 = fmul float %1011, 0x3FF7154760000000
  %1013 = tail call float @llvm.exp2.f32(float %1012)
  store float %1013, ptr addrspace(3) %299, align 8
  %1014 = load float, ptr addrspace(3) %302, align 4
  %1015 = fmul contract float %1014, %4
  %1016 = fsub contract float %1015, %980
  %1017 = fmul float %1016, 0x3FF7154760000000
  %1018 = tail call float @llvm.exp2.f32(float %1017)
  store float %1018, ptr addrspace(3) %303, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1019, label %1026

1019: ; preds = %932
  %1020 = load float, ptr addrspace(3) %380, align 4
  %1021 = load float, ptr addrspace(3) %381, align 4
  %1022 = tail call float @llvm.maxnum.f32(float %1020, float %1021)
  %1023 = fsub contract float %1020, %1022
  %1024 = fmul float %1023, 0x3FF7154760000000
  %1025 = tail call float @llvm.exp2.f32(float %1024)
  store float %1025, ptr addrspace(3) %382, align 4
  br label %1026

1026: ; preds = %1019, %932
  tail call void @llvm.musa.syncthreads.lm()
  %1027 = load float, ptr addrspace(3) %489, align 16
  %1028 = fadd reassoc float %1027, 0.000000e+00
  %1029 = load float, ptr addrspace(3) %490, align 4
  %1030 = fadd reassoc float %1028, %1029
  %1031 = load float, ptr addrspace(3) %491, align 8
  %1032 = fadd reassoc float %1030, %1031
  %1033 = load float, ptr addrspace(3) %492, align 4
  %1034 = fadd reassoc float %1032, %1033
  %1035 = load float, ptr addrspace(3) %493, align 16
  %1036 = fadd reassoc float %1034, %1035
  %1037 = load float, ptr addrspace(3) %494, align 4
  %1038 = fadd reassoc float %1036, %1037
  %1039 = load float, ptr addrspace(3) %495, align 8
  %1040 = fadd reassoc float %1038, %1039
  %1041 = load float, ptr addrspace(3) %496, align 4
  %1042 = fadd reassoc float %1040, %1041
  %1043 = load float, ptr addrspace(3) %497, align 16
  %1044 = fadd reassoc float %1042, %1043
  %1045 = load float, ptr addrspace(3) %498, align 4
  %1046 = fadd reassoc float %1044, %1045
  %1047 = load float, ptr addrspace(3) %499, align 8
  %1048 = fadd reassoc float %1046, %1047
  %1049 = load float, ptr addrspace(3) %500, align 4
  %1050 = fadd reassoc float %1048, %1049
  %1051 = load float, ptr addrspace(3) %501, align 16
  %1052 = fadd reassoc float %1050, %1051
  %1053 = load float, ptr addrspace(3) %502, align 4
  %1054 = fadd reassoc float %1052, %1053
  %1055 = load float, ptr addrspace(3) %503, align 8
  %1056 = fadd reassoc float %1054, %1055
  %1057 = load float, ptr addrspace(3) %504, align 4
  %1058 = fadd reassoc float %1056, %1057
  %1059 = bitcast float %1058 to i32
  %1060 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1059, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %233, label %1061, label %1064

1061: ; preds = %1026
  %1062 = bitcast i32 %1060 to float
  %1063 = fadd reassoc float %1058, %1062
  store float %1063, ptr addrspace(3) %383, align 4
  br label %1064

1064: ; preds = %1061, %1026
  tail call void @llvm.musa.syncthreads.lm()
  %1065 = load float, ptr addrspace(3) %239, align 16
  %1066 = load <4 x float>, ptr addrspace(3) %243, align 4
  %1067 = load float, ptr addrspace(3) %259, align 4
  %1068 = load float, ptr addrspace(3) %263, align 8
  %1069 = load float, ptr addrspace(3) %267, align 4
  %1070 = insertelement <8 x float> poison, float %1065, i64 0
  %1071 = shufflevector <4 x float> %1066, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1072 = shufflevector <8 x float> %1070, <8 x float> %1071, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1073 = insertelement <8 x float> %1072, float %1067, i64 5
  %1074 = insertelement <8 x float> %1073, float %1068, i64 6
  %1075 = insertelement <8 x float> %1074, float %1069, i64 7
  %1076 = fptrunc <8 x float> %1075 to <8 x bfloat>
  store <8 x bfloat> %1076, ptr addrspace(3) %304, align 16
  %1077 = load <8 x float>, ptr addrspace(3) %275, align 16
  %1078 = fptrunc <8 x float> %1077 to <8 x bfloat>
  store <8 x bfloat> %1078, ptr addrspace(3) %305, align 16
  store <8 x bfloat> %539, ptr addrspace(3) %309, align 16
  store <8 x bfloat> %540, ptr addrspace(3) %313, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1079 = load float, ptr addrspace(3) %314, align 4
  %1080 = fmul contract float %537, %1079
  store float %1080, ptr addrspace(3) %315, align 16
  %1081 = fmul contract float %536, %1079
  store float %1081, ptr addrspace(3) %316, align 4
  %1082 = fmul contract float %535, %1079
  store float %1082, ptr addrspace(3) %317, align 8
  %1083 = fmul contract float %534, %1079
  store float %1083, ptr addrspace(3) %318, align 4
  %1084 = fmul contract float %533, %1079
  store float %1084, ptr addrspace(3) %319, align 16
  %1085 = fmul contract float %532, %1079
  store float %1085, ptr addrspace(3) %320, align 4
  %1086 = fmul contract float %531, %1079
  store float %1086, ptr addrspace(3) %321, align 8
  %1087 = fmul contract float %530, %1079
  store float %1087, ptr addrspace(3) %322, align 4
  %1088 = load float, ptr addrspace(3) %323, align 4
  %1089 = fmul contract float %529, %1088
  store float %1089, ptr addrspace(3) %324, align 16
  %1090 = fmul contract float %528, %1088
  store float %1090, ptr addrspace(3) %325, align 4
  %1091 = fmul contract float %527, %1088
  store float %1091, ptr addrspace(3) %326, align 8
  %1092 = fmul contract float %526, %1088
  store float %1092, ptr addrspace(3) %327, align 4
  %1093 = fmul contract float %525, %1088
  store float %1093, ptr addrspace(3) %328, align 16
  %1094 = fmul contract float %524, %1088
  store float %1094, ptr addrspace(3) %329, align 4
  %1095 = fmul contract float %523, %1088
  store float %1095, ptr addrspace(3) %330, align 8
  %1096 = fmul contract float %522, %1088
  store float %1096, ptr addrspace(3) %331, align 4
  %1097 = load float, ptr addrspace(3) %332, align 4
  %1098 = fmul contract float %521, %1097
  store float %1098, ptr addrspace(3) %333, align 16
  %1099 = fmul contract float %520, %1097
  store float %1099, ptr addrspace(3) %335, align 4
  %1100 = fmul contract float %519, %1097
  store float %1100, ptr addrspace(3) %337, align 8
  %1101 = fmul contract float %518, %1097
  store float %1101, ptr addrspace(3) %339, align 4
  %1102 = fmul contract float %517, %1097
  store float %1102, ptr addrspace(3) %341, align 16
  %1103 = fmul contract float %516, %1097
  store float %1103, ptr addrspace(3) %343, align 4
  %1104 = fmul contract float %515, %1097
  store float %1104, ptr addrspace(3) %345, align 8
  %1105 = fmul contract float %514, %1097
  store float %1105, ptr addrspace(3) %347, align 4
  %1106 = load float, ptr addrspace(3) %348, align 4
  %1107 = fmul contract float %513, %1106
  store float %1107, ptr addrspace(3) %349, align 16
  %1108 = fmul contract float %512, %1106
  store float %1108, ptr addrspace(3) %351, align 4
  %1109 = fmul contract float %511, %1106
  store float %1109, ptr addrspace(3) %353, align 8
  %1110 = fmul contract float %510, %1106
  store float %1110, ptr addrspace(3) %355, align 4
  %1111 = fmul contract float %509, %1106
  store float %1111, ptr addrspace(3) %357, align 16
  %1112 = fmul contract float %508, %1106
  store float %1112, ptr addrspace(3) %359, align 4
  %1113 = fmul contract float %507, %1106
  store float %1113, ptr addrspace(3) %361, align 8
  %1114 = fmul contract float %506, %1106
  store float %1114, ptr addrspace(3) %363, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1115

1115: ; preds = %1064, %1332
  %1116 = phi i64 [ 0, %1064 ], [ %1333, %1332 ]
  %1117 = shl nuw nsw i64 %1116, 2
  %1118 = add nuw nsw i64 %1117, %216
  %1119 = icmp ult i64 %1118, 16
  br i1 %1119, label %1120, label %1332

1120: ; preds = %1115
  %1121 = shl nuw nsw i64 %1118, 2
  %1122 = and i64 %1121, 48
  %1123 = or i64 %1122, %229
  %1124 = shl nuw nsw i64 %1123, 6
  %1125 = or i64 %1124, %385
  %1126 = trunc i64 %1125 to i32
  %1127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1126
  %1128 = load i32, ptr addrspace(3) %1127, align 4
  %1129 = or i64 %1124, %386
  %1130 = trunc i64 %1129 to i32
  %1131 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1130
  %1132 = load i32, ptr addrspace(3) %1131, align 4
  %1133 = or i64 %1124, 256
  %1134 = or i64 %1133, %385
  %1135 = trunc i64 %1134 to i32
  %1136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1135
  %1137 = load i32, ptr addrspace(3) %1136, align 4
  %1138 = or i64 %1133, %386
  %1139 = trunc i64 %1138 to i32
  %1140 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1139
  %1141 = load i32, ptr addrspace(3) %1140, align 4
  %1142 = or i64 %1124, 512
  %1143 = or i64 %1142, %385
  %1144 = trunc i64 %1143 to i32
  %1145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1144
  %1146 = load i32, ptr addrspace(3) %1145, align 4
  %1147 = or i64 %1142, %386
  %1148 = trunc i64 %1147 to i32
  %1149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1148
  %1150 = load i32, ptr addrspace(3) %1149, align 4
  %1151 = or i64 %1124, 768
  %1152 = or i64 %1151, %385
  %1153 = trunc i64 %1152 to i32
  %1154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1153
  %1155 = load i32, ptr addrspace(3) %1154, align 4
  %1156 = or i64 %1151, %386
  %1157 = trunc i64 %1156 to i32
  %1158 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44800), i32 %1157
  %1159 = load i32, ptr addrspace(3) %1158, align 4
  %1160 = insertelement <8 x i32> poison, i32 %1128, i64 0
  %1161 = insertelement <8 x i32> %1160, i32 %1132, i64 1
  %1162 = insertelement <8 x i32> %1161, i32 %1137, i64 2
  %1163 = insertelement <8 x i32> %1162, i32 %1141, i64 3
  %1164 = insertelement <8 x i32> %1163, i32 %1146, i64 4
  %1165 = insertelement <8 x i32> %1164, i32 %1150, i64 5
  %1166 = insertelement <8 x i32> %1165, i32 %1155, i64 6
  %1167 = insertelement <8 x i32> %1166, i32 %1159, i64 7
  %1168 = or i64 %1122, %227
  %1169 = mul nuw nsw i64 %1168, 40
  %1170 = or i64 %1169, %217
  %1171 = trunc i64 %1170 to i32
  %1172 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1171
  %1173 = load bfloat, ptr addrspace(3) %1172, align 2
  %1174 = or i64 %1169, %387
  %1175 = trunc i64 %1174 to i32
  %1176 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1175
  %1177 = load bfloat, ptr addrspace(3) %1176, align 2
  %1178 = add nuw nsw i64 %1169, %388
  %1179 = trunc i64 %1178 to i32
  %1180 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1179
  %1181 = load bfloat, ptr addrspace(3) %1180, align 2
  %1182 = add nuw nsw i64 %1169, %389
  %1183 = trunc i64 %1182 to i32
  %1184 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1183
  %1185 = load bfloat, ptr addrspace(3) %1184, align 2
  %1186 = add nuw nsw i64 %1169, %390
  %1187 = trunc i64 %1186 to i32
  %1188 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1187
  %1189 = load bfloat, ptr addrspace(3) %1188, align 2
  %1190 = add nuw nsw i64 %1169, %391
  %1191 = trunc i64 %1190 to i32
  %1192 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1191
  %1193 = load bfloat, ptr addrspace(3) %1192, align 2
  %1194 = add nuw nsw i64 %1169, %392
  %1195 = trunc i64 %1194 to i32
  %1196 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1195
  %1197 = load bfloat, ptr addrspace(3) %1196, align 2
  %1198 = add nuw nsw i64 %1169, %393
  %1199 = trunc i64 %1198 to i32
  %1200 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1199
  %1201 = load bfloat, ptr addrspace(3) %1200, align 2
  %1202 = add nuw nsw i64 %1169, 320
  %1203 = or i64 %1202, %217
  %1204 = trunc i64 %1203 to i32
  %1205 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1204
  %1206 = load bfloat, ptr addrspace(3) %1205, align 2
  %1207 = or i64 %1202, %387
  %1208 = trunc i64 %1207 to i32
  %1209 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1208
  %1210 = load bfloat, ptr addrspace(3) %1209, align 2
  %1211 = add nuw nsw i64 %1202, %388
  %1212 = trunc i64 %1211 to i32
  %1213 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1212
  %1214 = load bfloat, ptr addrspace(3) %1213, align 2
  %1215 = add nuw nsw i64 %1202, %389
  %1216 = trunc i64 %1215 to i32
  %1217 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1216
  %1218 = load bfloat, ptr addrspace(3) %1217, align 2
  %1219 = add nuw nsw i64 %1202, %390
  %1220 = trunc i64 %1219 to i32
  %1221 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1220
  %1222 = load bfloat, ptr addrspace(3) %1221, align 2
  %1223 = add nuw nsw i64 %1202, %391
  %1224 = trunc i64 %1223 to i32
  %1225 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1224
  %1226 = load bfloat, ptr addrspace(3) %1225, align 2
  %1227 = add nuw nsw i64 %1202, %392
  %1228 = trunc i64 %1227 to i32
  %1229 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1228
  %1230 = load bfloat, ptr addrspace(3) %1229, align 2
  %1231 = add nuw nsw i64 %1202, %393
  %1232 = trunc i64 %1231 to i32
  %1233 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35072), i32 %1232
  %1234 = load bfloat, ptr addrspace(3) %1233, align 2
  %1235 = insertelement <2 x bfloat> poison, bfloat %1173, i64 0
  %1236 = insertelement <2 x bfloat> %1235, bfloat %1177, i64 1
  %1237 = bitcast <2 x bfloat> %1236 to i32
  %1238 = insertelement <2 x bfloat> poison, bfloat %1181, i64 0
  %1239 = insertelement <2 x bfloat> %1238, bfloat %1185, i64 1
  %1240 = bitcast <2 x bfloat> %1239 to i32
  %1241 = insertelement <2 x bfloat> poison, bfloat %1189, i64 0
  %1242 = insertelement <2 x bfloat> %1241, bfloat %1193, i64 1
  %1243 = bitcast <2 x bfloat> %1242 to i32
  %1244 = insertelement <2 x bfloat> poison, bfloat %1197, i64 0
  %1245 = insertelement <2 x bfloat> %1244, bfloat %1201, i64 1
  %1246 = bitcast <2 x bfloat> %1245 to i32
  %1247 = insertelement <2 x bfloat> poison, bfloat %1206, i64 0
  %1248 = insertelement <2 x bfloat> %1247, bfloat %1210, i64 1
  %1249 = bitcast <2 x bfloat> %1248 to i32
  %1250 = insertelement <2 x bfloat> poison, bfloat %1214, i64 0
  %1251 = insertelement <2 x bfloat> %1250, bfloat %1218, i64 1
  %1252 = bitcast <2 x bfloat> %1251 to i32
  %1253 = insertelement <2 x bfloat> poison, bfloat %1222, i64 0
  %1254 = insertelement <2 x bfloat> %1253, bfloat %1226, i64 1
  %1255 = bitcast <2 x bfloat> %1254 to i32
  %1256 = insertelement <2 x bfloat> poison, bfloat %1230, i64 0
  %1257 = insertelement <2 x bfloat> %1256, bfloat %1234, i64 1
  %1258 = bitcast <2 x bfloat> %1257 to i32
  %1259 = insertelement <8 x i32> poison, i32 %1237, i64 0
  %1260 = insertelement <8 x i32> %1259, i32 %1240, i64 1
  %1261 = insertelement <8 x i32> %1260, i32 %1243, i64 2
  %1262 = insertelement <8 x i32> %1261, i32 %1246, i64 3
  %1263 = insertelement <8 x i32> %1262, i32 %1249, i64 4
  %1264 = insertelement <8 x i32> %1263, i32 %1252, i64 5
  %1265 = insertelement <8 x i32> %1264, i32 %1255, i64 6
  %1266 = insertelement <8 x i32> %1265, i32 %1258, i64 7
  %1267 = load bfloat, ptr addrspace(3) %398, align 2
  %1268 = load bfloat, ptr addrspace(3) %402, align 2
  %1269 = load bfloat, ptr addrspace(3) %406, align 2
  %1270 = load bfloat, ptr addrspace(3) %410, align 2
  %1271 = load bfloat, ptr addrspace(3) %414, align 2
  %1272 = load bfloat, ptr addrspace(3) %418, align 2
  %1273 = load bfloat, ptr addrspace(3) %422, align 2
  %1274 = load bfloat, ptr addrspace(3) %426, align 2
  %1275 = load bfloat, ptr addrspace(3) %430, align 2
  %1276 = load bfloat, ptr addrspace(3) %433, align 2
  %1277 = load bfloat, ptr addrspace(3) %436, align 2
  %1278 = load bfloat, ptr addrspace(3) %439, align 2
  %1279 = load bfloat, ptr addrspace(3) %442, align 2
  %1280 = load bfloat, ptr addrspace(3) %445, align 2
  %1281 = load bfloat, ptr addrspace(3) %448, align 2
  %1282 = load bfloat, ptr addrspace(3) %451, align 2
  %1283 = insertelement <2 x bfloat> poison, bfloat %1267, i64 0
  %1284 = insertelement <2 x bfloat> %1283, bfloat %1268, i64 1
  %1285 = bitcast <2 x bfloat> %1284 to i32
  %1286 = insertelement <2 x bfloat> poison, bfloat %1269, i64 0
  %1287 = insertelement <2 x bfloat> %1286, bfloat %1270, i64 1
  %1288 = bitcast <2 x bfloat> %1287 to i32
  %1289 = insertelement <2 x bfloat> poison, bfloat %1271, i64 0
  %1290 = insertelement <2 x bfloat> %1289, bfloat %1272, i64 1
  %1291 = bitcast <2 x bfloat> %1290 to i32
  %1292 = insertelement <2 x bfloat> poison, bfloat %1273, i64 0
  %1293 = insertelement <2 x bfloat> %1292, bfloat %1274, i64 1
  %1294 = bitcast <2 x bfloat> %1293 to i32
  %1295 = insertelement <2 x bfloat> poison, bfloat %1275, i64 0
  %1296 = insertelement <2 x bfloat> %1295, bfloat %1276, i64 1
  %1297 = bitcast <2 x bfloat> %1296 to i32
  %1298 = insertelement <2 x bfloat> poison, bfloat %1277, i64 0
  %1299 = insertelement <2 x bfloat> %1298, bfloat %1278, i64 1
  %1300 = bitcast <2 x bfloat> %1299 to i32
  %1301 = insertelement <2 x bfloat> poison, bfloat %1279, i64 0
  %1302 = insertelement <2 x bfloat> %1301, bfloat %1280, i64 1
  %1303 = bitcast <2 x bfloat> %1302 to i32
  %1304 = insertelement <2 x bfloat> poison, bfloat %1281, i64 0
  %1305 = insertelement <2 x bfloat> %1304, bfloat %1282, i64 1
  %1306 = bitcast <2 x bfloat> %1305 to i32
  %1307 = insertelement <8 x i32> poison, i32 %1285, i64 0
  %1308 = insertelement <8 x i32> %1307, i32 %1288, i64 1
  %1309 = insertelement <8 x i32> %1308, i32 %1291, i64 2
  %1310 = insertelement <8 x i32> %1309, i32 %1294, i64 3
  %1311 = insertelement <8 x i32> %1310, i32 %1297, i64 4
  %1312 = insertelement <8 x i32> %1311, i32 %1300, i64 5
  %1313 = insertelement <8 x i32> %1312, i32 %1303, i64 6
  %1314 = insertelement <8 x i32> %1313, i32 %1306, i64 7
  %1315 = tail call <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32> %1266, <8 x i32> %1314, <8 x i32> %1167, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1315 to <8 x float>
  %1316 = extractelement <8 x float> %bc, i64 0
  %1317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %1126
  store float %1316, ptr addrspace(3) %1317, align 4
  %1318 = extractelement <8 x float> %bc, i64 1
  %1319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %1130
  store float %1318, ptr addrspace(3) %1319, align 4
  %1320 = extractelement <8 x float> %bc, i64 2
  %1321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %1135
  store float %1320, ptr addrspace(3) %1321, align 4
  %1322 = extractelement <8 x float> %bc, i64 3
  %1323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %1139
  store float %1322, ptr addrspace(3) %1323, align 4
  %1324 = extractelement <8 x float> %bc, i64 4
  %1325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %1144
  store float %1324, ptr addrspace(3) %1325, align 4
  %1326 = extractelement <8 x float> %bc, i64 5
  %1327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %1148
  store float %1326, ptr addrspace(3) %1327, align 4
  %1328 = extractelement <8 x float> %bc, i64 6
  %1329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %1153
  store float %1328, ptr addrspace(3) %1329, align 4
  %1330 = extractelement <8 x float> %bc, i64 7
  %1331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61184), i32 %1157
  store float %1330, ptr addrspace(3) %1331, align 4
  br label %1332

1332: ; preds = %1120, %1115
  %1333 = add nuw nsw i64 %1116, 1
  %1334 = icmp ult i64 %1116, 3
  br i1 %1334, label %1115, label %1335

1335: ; preds = %1332
  tail call void @llvm.musa.syncthreads.lm()
  %1336 = load <8 x float>, ptr addrspace(3) %364, align 16
  %1337 = load <8 x float>, ptr addrspace(3) %365, align 16
  %1338 = load <8 x float>, ptr addrspace(3) %366, align 16
  %1339 = load <8 x float>, ptr addrspace(3) %367, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1340, label %1346

1340: ; preds = %1335
  %1341 = load float, ptr addrspace(3) %452, align 4
  %1342 = load float, ptr addrspace(3) %382, align 4
  %1343 = fmul contract float %1341, %1342
  %1344 = load float, ptr addrspace(3) %453, align 4
  %1345 = fadd contract float %1343, %1344
  store float %1345, ptr addrspace(3) %452, align 4
  br label %1346

1346: ; preds = %1340, %1335
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1347, label %1351

1347: ; preds = %1346
  %1348 = load float, ptr addrspace(3) %380, align 4
  %1349 = load float, ptr addrspace(3) %381, align 4
  %1350 = tail call float @llvm.maxnum.f32(float %1348, float %1349)
  store float %1350, ptr addrspace(3) %380, align 4
  br label %1351

1351: ; preds = %1347, %1346
  tail call void @llvm.musa.syncthreads.lm()
  store bfloat %550, ptr addrspace(3) %40, align 16
  store bfloat %551, ptr addrspace(3) %42, align 2
  store bfloat %552, ptr addrspace(3) %44, align 4
  store bfloat %553, ptr addrspace(3) %46, align 2
  store bfloat %554, ptr addrspace(3) %48, align 8
  store bfloat %555, ptr addrspace(3) %50, align 2
  store bfloat %556, ptr addrspace(3) %52, align 4
  store bfloat %557, ptr addrspace(3) %54, align 2
  store bfloat %565, ptr addrspace(3) %77, align 16
  store bfloat %566, ptr addrspace(3) %79, align 2
  store bfloat %567, ptr addrspace(3) %81, align 4
  store bfloat %568, ptr addrspace(3) %83, align 2
  store bfloat %569, ptr addrspace(3) %85, align 8
  store bfloat %570, ptr addrspace(3) %87, align 2
  store bfloat %571, ptr addrspace(3) %89, align 4
  store bfloat %572, ptr addrspace(3) %91, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1352 = extractelement <8 x float> %1336, i64 0
  %1353 = extractelement <8 x float> %1336, i64 1
  %1354 = extractelement <8 x float> %1336, i64 2
  %1355 = extractelement <8 x float> %1336, i64 3
  %1356 = extractelement <8 x float> %1336, i64 4
  %1357 = extractelement <8 x float> %1336, i64 5
  %1358 = extractelement <8 x float> %1336, i64 6
  %1359 = extractelement <8 x float> %1336, i64 7
  %1360 = extractelement <8 x float> %1337, i64 0
  %1361 = extractelement <8 x float> %1337, i64 1
  %1362 = extractelement <8 x float> %1337, i64 2
  %1363 = extractelement <8 x float> %1337, i64 3
  %1364 = extractelement <8 x float> %1337, i64 4
  %1365 = extractelement <8 x float> %1337, i64 5
  %1366 = extractelement <8 x float> %1337, i64 6
  %1367 = extractelement <8 x float> %1337, i64 7
  %1368 = extractelement <8 x float> %1338, i64 0
  %1369 = extractelement <8 x float> %1338, i64 1
  %1370 = extractelement <8 x float> %1338, i64 2
  %1371 = extractelement <8 x float> %1338, i64 3
  %1372 = extractelement <8 x float> %1338, i64 4
  %1373 = extractelement <8 x float> %1338, i64 5
  %1374 = extractelement <8 x float> %1338, i64 6
  %1375 = extractelement <8 x float> %1338, i64 7
  %1376 = extractelement <8 x float> %1339, i64 0
  %1377 = extractelement <8 x float> %1339, i64 1
  %1378 = extractelement <8 x float> %1339, i64 2
  %1379 = extractelement <8 x float> %1339, i64 3
  %1380 = extractelement <8 x float> %1339, i64 4
  %1381 = extractelement <8 x float> %1339, i64 5
  %1382 = extractelement <8 x float> %1339, i64 6
  %1383 = extractelement <8 x float> %1339, i64 7
  br i1 %542, label %505, label %._crit_edge

._crit_edge: ; preds = %1351, %104
  %1384 = phi <8 x float> [ zeroinitializer, %104 ], [ %1336, %1351 ]
  %1385 = phi <8 x float> [ zeroinitializer, %104 ], [ %1337, %1351 ]
  %1386 = phi <8 x float> [ zeroinitializer, %104 ], [ %1338, %1351 ]
  %1387 = phi <8 x float> [ zeroinitializer, %104 ], [ %1339, %1351 ]
  %1388 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1389 = load float, ptr addrspace(3) %1388, align 4
  %1390 = insertelement <8 x float> poison, float %1389, i64 0
  %1391 = shufflevector <8 x float> %1390, <8 x float> poison, <8 x i32> zeroinitializer
  %1392 = fdiv <8 x float> %1384, %1391
  %1393 = fptrunc <8 x float> %1392 to <8 x bfloat>
  %1394 = getelementptr bfloat, ptr addrspace(1) %3, i64 %108
  %1395 = getelementptr bfloat, ptr addrspace(1) %1394, i64 %20
  store <8 x bfloat> %1393, ptr addrspace(1) %1395, align 16
  %1396 = getelementptr float, ptr addrspace(3) @global_smem, i32 %57
  %1397 = load float, ptr addrspace(3) %1396, align 4
  %1398 = insertelement <8 x float> poison, float %1397, i64 0
  %1399 = shufflevector <8 x float> %1398, <8 x float> poison, <8 x i32> zeroinitializer
  %1400 = fdiv <8 x float> %1385, %1399
  %1401 = fptrunc <8 x float> %1400 to <8 x bfloat>
  %1402 = getelementptr bfloat, ptr addrspace(1) %3, i64 %114
  %1403 = getelementptr bfloat, ptr addrspace(1) %1402, i64 %20
  store <8 x bfloat> %1401, ptr addrspace(1) %1403, align 16
  %1404 = getelementptr float, ptr addrspace(3) @global_smem, i32 %120
  %1405 = load float, ptr addrspace(3) %1404, align 4
  %1406 = insertelement <8 x float> poison, float %1405, i64 0
  %1407 = shufflevector <8 x float> %1406, <8 x float> poison, <8 x i32> zeroinitializer
  %1408 = fdiv <8 x float> %1386, %1407
  %1409 = fptrunc <8 x float> %1408 to <8 x bfloat>
  %1410 = getelementptr bfloat, ptr addrspace(1) %3, i64 %123
  %1411 = getelementptr bfloat, ptr addrspace(1) %1410, i64 %20
  store <8 x bfloat> %1409, ptr addrspace(1) %1411, align 16
  %1412 = getelementptr float, ptr addrspace(3) @global_smem, i32 %132
  %1413 = load float, ptr addrspace(3) %1412, align 4
  %1414 = insertelement <8 x float> poison, float %1413, i64 0
  %1415 = shufflevector <8 x float> %1414, <8 x float> poison, <8 x i32> zeroinitializer
  %1416 = fdiv <8 x float> %1387, %1415
  %1417 = fptrunc <8 x float> %1416 to <8 x bfloat>
  %1418 = getelementptr bfloat, ptr addrspace(1) %3, i64 %135
  %1419 = getelementptr bfloat, ptr addrspace(1) %1418, i64 %20
  store <8 x bfloat> %1417, ptr addrspace(1) %1419, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
