; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

declare <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #2

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #2

define cc 102 void @attention_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
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
  %20 = load <8 x bfloat>, ptr addrspace(1) %19, align 16
  %21 = add nsw i64 %11, 1024
  %22 = lshr i64 %21, 6
  %23 = trunc i64 %22 to i32
  %24 = add i32 %10, %23
  %25 = shl i32 %24, 6
  %26 = sext i32 %25 to i64
  %27 = getelementptr bfloat, ptr addrspace(1) %0, i64 %26
  %28 = getelementptr bfloat, ptr addrspace(1) %27, i64 %12
  %29 = load <8 x bfloat>, ptr addrspace(1) %28, align 16
  %30 = add nsw i64 %11, 2048
  %31 = lshr i64 %30, 6
  %32 = trunc i64 %31 to i32
  %33 = add i32 %10, %32
  %34 = shl i32 %33, 6
  %35 = sext i32 %34 to i64
  %36 = getelementptr bfloat, ptr addrspace(1) %0, i64 %35
  %37 = getelementptr bfloat, ptr addrspace(1) %36, i64 %12
  %38 = load <8 x bfloat>, ptr addrspace(1) %37, align 16
  %39 = add nsw i64 %11, 3072
  %40 = lshr i64 %39, 6
  %41 = trunc i64 %40 to i32
  %42 = add i32 %10, %41
  %43 = shl i32 %42, 6
  %44 = sext i32 %43 to i64
  %45 = getelementptr bfloat, ptr addrspace(1) %0, i64 %44
  %46 = getelementptr bfloat, ptr addrspace(1) %45, i64 %12
  %47 = load <8 x bfloat>, ptr addrspace(1) %46, align 16
  %48 = icmp sgt i32 %5, 0
  %49 = icmp ult i32 %7, 64
  br i1 %49, label %50, label %52

50: ; preds = %6
  %51 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %51, align 4
  br label %52

52: ; preds = %50, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %49, label %53, label %55

53: ; preds = %52
  %54 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %54, align 4
  br label %55

55: ; preds = %53, %52
  tail call void @llvm.musa.syncthreads.lm()
  %56 = shl i32 %14, 6
  br i1 %48, label %57, label %62

57: ; preds = %55
  %58 = sext i32 %56 to i64
  %59 = getelementptr bfloat, ptr addrspace(1) %1, i64 %58
  %60 = getelementptr bfloat, ptr addrspace(1) %59, i64 %12
  %61 = load <8 x bfloat>, ptr addrspace(1) %60, align 16
  br label %62

62: ; preds = %57, %55
  %63 = phi <8 x bfloat> [ %61, %57 ], [ zeroinitializer, %55 ]
  %64 = extractelement <8 x bfloat> %63, i64 0
  %65 = extractelement <8 x bfloat> %63, i64 1
  %66 = extractelement <8 x bfloat> %63, i64 2
  %67 = extractelement <8 x bfloat> %63, i64 3
  %68 = extractelement <8 x bfloat> %63, i64 4
  %69 = extractelement <8 x bfloat> %63, i64 5
  %70 = extractelement <8 x bfloat> %63, i64 6
  %71 = extractelement <8 x bfloat> %63, i64 7
  %72 = trunc i64 %11 to i32
  %73 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %72
  store bfloat %64, ptr addrspace(3) %73, align 16
  %74 = or i32 %72, 1
  %75 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %74
  store bfloat %65, ptr addrspace(3) %75, align 2
  %76 = or i32 %72, 2
  %77 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %76
  store bfloat %66, ptr addrspace(3) %77, align 4
  %78 = or i32 %72, 3
  %79 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %78
  store bfloat %67, ptr addrspace(3) %79, align 2
  %80 = or i32 %72, 4
  %81 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %80
  store bfloat %68, ptr addrspace(3) %81, align 8
  %82 = or i32 %72, 5
  %83 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %82
  store bfloat %69, ptr addrspace(3) %83, align 2
  %84 = or i32 %72, 6
  %85 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %84
  store bfloat %70, ptr addrspace(3) %85, align 4
  %86 = or i32 %72, 7
  %87 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %86
  store bfloat %71, ptr addrspace(3) %87, align 2
  %88 = shl i32 %23, 6
  br i1 %48, label %89, label %94

89: ; preds = %62
  %90 = sext i32 %88 to i64
  %91 = getelementptr bfloat, ptr addrspace(1) %1, i64 %90
  %92 = getelementptr bfloat, ptr addrspace(1) %91, i64 %12
  %93 = load <8 x bfloat>, ptr addrspace(1) %92, align 16
  br label %94

94: ; preds = %89, %62
  %95 = phi <8 x bfloat> [ %93, %89 ], [ zeroinitializer, %62 ]
  %96 = extractelement <8 x bfloat> %95, i64 0
  %97 = extractelement <8 x bfloat> %95, i64 1
  %98 = extractelement <8 x bfloat> %95, i64 2
  %99 = extractelement <8 x bfloat> %95, i64 3
  %100 = extractelement <8 x bfloat> %95, i64 4
  %101 = extractelement <8 x bfloat> %95, i64 5
  %102 = extractelement <8 x bfloat> %95, i64 6
  %103 = extractelement <8 x bfloat> %95, i64 7
  %104 = and i64 %21, 4294967232
  %105 = or i64 %104, %12
  %106 = trunc i64 %105 to i32
  %107 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %106
  store bfloat %96, ptr addrspace(3) %107, align 16
  %108 = or i32 %106, 1
  %109 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %108
  store bfloat %97, ptr addrspace(3) %109, align 2
  %110 = or i32 %106, 2
  %111 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %110
  store bfloat %98, ptr addrspace(3) %111, align 4
  %112 = or i32 %106, 3
  %113 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %112
  store bfloat %99, ptr addrspace(3) %113, align 2
  %114 = or i32 %106, 4
  %115 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %114
  store bfloat %100, ptr addrspace(3) %115, align 8
  %116 = or i32 %106, 5
  %117 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %116
  store bfloat %101, ptr addrspace(3) %117, align 2
  %118 = or i32 %106, 6
  %119 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %118
  store bfloat %102, ptr addrspace(3) %119, align 4
  %120 = or i32 %106, 7
  %121 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %120
  store bfloat %103, ptr addrspace(3) %121, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %48, label %122, label %127

122: ; preds = %94
  %123 = sext i32 %56 to i64
  %124 = getelementptr bfloat, ptr addrspace(1) %2, i64 %123
  %125 = getelementptr bfloat, ptr addrspace(1) %124, i64 %12
  %126 = load <8 x bfloat>, ptr addrspace(1) %125, align 16
  br label %127

127: ; preds = %122, %94
  %128 = phi <8 x bfloat> [ %126, %122 ], [ zeroinitializer, %94 ]
  br i1 %48, label %129, label %134

129: ; preds = %127
  %130 = sext i32 %88 to i64
  %131 = getelementptr bfloat, ptr addrspace(1) %2, i64 %130
  %132 = getelementptr bfloat, ptr addrspace(1) %131, i64 %12
  %133 = load <8 x bfloat>, ptr addrspace(1) %132, align 16
  br label %134

134: ; preds = %129, %127
  %135 = phi <8 x bfloat> [ %133, %129 ], [ zeroinitializer, %127 ]
  %136 = mul i64 %13, 72
  %137 = add i64 %136, %12
  %138 = trunc i64 %137 to i32
  %139 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %138
  %140 = mul i64 %22, 72
  %141 = add i64 %140, %12
  %142 = trunc i64 %141 to i32
  %143 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %142
  %144 = mul i64 %31, 72
  %145 = add i64 %144, %12
  %146 = trunc i64 %145 to i32
  %147 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %146
  %148 = mul i64 %40, 72
  %149 = add i64 %148, %12
  %150 = trunc i64 %149 to i32
  %151 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %150
  %152 = and i64 %11, 24
  %153 = lshr i64 %11, 5
  %154 = or i64 %152, 1
  %155 = or i64 %152, 2
  %156 = or i64 %152, 3
  %157 = or i64 %152, 4
  %158 = or i64 %152, 5
  %159 = or i64 %152, 6
  %160 = or i64 %152, 7
  %161 = shl nuw nsw i64 %152, 6
  %162 = add nuw nsw i64 %161, %153
  %163 = trunc i64 %162 to i32
  %164 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %163
  %165 = shl nuw nsw i64 %154, 6
  %166 = add nuw nsw i64 %165, %153
  %167 = trunc i64 %166 to i32
  %168 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %167
  %169 = shl nuw nsw i64 %155, 6
  %170 = add nuw nsw i64 %169, %153
  %171 = trunc i64 %170 to i32
  %172 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %171
  %173 = shl nuw nsw i64 %156, 6
  %174 = add nuw nsw i64 %173, %153
  %175 = trunc i64 %174 to i32
  %176 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %175
  %177 = shl nuw nsw i64 %157, 6
  %178 = add nuw nsw i64 %177, %153
  %179 = trunc i64 %178 to i32
  %180 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %179
  %181 = shl nuw nsw i64 %158, 6
  %182 = add nuw nsw i64 %181, %153
  %183 = trunc i64 %182 to i32
  %184 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %183
  %185 = shl nuw nsw i64 %159, 6
  %186 = add nuw nsw i64 %185, %153
  %187 = trunc i64 %186 to i32
  %188 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %187
  %189 = shl nuw nsw i64 %160, 6
  %190 = add nuw nsw i64 %189, %153
  %191 = trunc i64 %190 to i32
  %192 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %191
  %193 = mul i64 %153, 40
  %194 = add i64 %193, %152
  %195 = trunc i64 %194 to i32
  %196 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %195
  %197 = lshr i64 %21, 5
  %198 = add nuw nsw i64 %197, %161
  %199 = trunc i64 %198 to i32
  %200 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %199
  %201 = add nuw nsw i64 %165, %197
  %202 = trunc i64 %201 to i32
  %203 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %202
  %204 = add nuw nsw i64 %169, %197
  %205 = trunc i64 %204 to i32
  %206 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %205
  %207 = add nuw nsw i64 %173, %197
  %208 = trunc i64 %207 to i32
  %209 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %208
  %210 = add nuw nsw i64 %177, %197
  %211 = trunc i64 %210 to i32
  %212 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %211
  %213 = add nuw nsw i64 %181, %197
  %214 = trunc i64 %213 to i32
  %215 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %214
  %216 = add nuw nsw i64 %185, %197
  %217 = trunc i64 %216 to i32
  %218 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %217
  %219 = add nuw nsw i64 %189, %197
  %220 = trunc i64 %219 to i32
  %221 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %220
  %222 = mul i64 %197, 40
  %223 = add i64 %222, %152
  %224 = trunc i64 %223 to i32
  %225 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %224
  %226 = lshr i64 %8, 5
  %227 = and i64 %8, 3
  %228 = lshr i64 %8, 2
  %229 = and i64 %228, 1
  %230 = lshr i64 %8, 3
  %231 = and i64 %230, 1
  %232 = shl nuw nsw i64 %231, 1
  %233 = lshr i64 %8, 4
  %234 = and i64 %233, 1
  %235 = shl nuw nsw i64 %234, 2
  %236 = or i64 %232, %235
  %237 = or i64 %236, %229
  %238 = shl nuw nsw i64 %234, 1
  %239 = or i64 %238, %231
  %240 = and i64 %8, 1
  %241 = icmp ult i32 %7, 128
  %242 = icmp eq i64 %240, 0
  %243 = and i1 %241, %242
  %244 = and i64 %11, -32
  %245 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %72
  %246 = trunc i64 %153 to i32
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %246
  %248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %246
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %72
  %250 = or i64 %154, %244
  %251 = trunc i64 %250 to i32
  %252 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %251
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %251
  %254 = or i64 %155, %244
  %255 = trunc i64 %254 to i32
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %255
  %257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %255
  %258 = or i64 %156, %244
  %259 = trunc i64 %258 to i32
  %260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %259
  %261 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %259
  %262 = or i64 %157, %244
  %263 = trunc i64 %262 to i32
  %264 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %263
  %265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %263
  %266 = or i64 %158, %244
  %267 = trunc i64 %266 to i32
  %268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %267
  %269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %267
  %270 = or i64 %159, %244
  %271 = trunc i64 %270 to i32
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %271
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %271
  %274 = or i64 %160, %244
  %275 = trunc i64 %274 to i32
  %276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %275
  %277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %275
  %278 = and i64 %21, -32
  %279 = or i64 %278, %152
  %280 = trunc i64 %279 to i32
  %281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %280
  %282 = trunc i64 %197 to i32
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %282
  %284 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %282
  %285 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %280
  %286 = or i64 %154, %278
  %287 = trunc i64 %286 to i32
  %288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %287
  %289 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %287
  %290 = or i64 %155, %278
  %291 = trunc i64 %290 to i32
  %292 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %291
  %293 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %291
  %294 = or i64 %156, %278
  %295 = trunc i64 %294 to i32
  %296 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %295
  %297 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %295
  %298 = or i64 %157, %278
  %299 = trunc i64 %298 to i32
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %299
  %301 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %299
  %302 = or i64 %158, %278
  %303 = trunc i64 %302 to i32
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %303
  %305 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %303
  %306 = or i64 %159, %278
  %307 = trunc i64 %306 to i32
  %308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %307
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %307
  %310 = or i64 %160, %278
  %311 = trunc i64 %310 to i32
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %311
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %311
  %314 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %195
  %315 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %224
  %316 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %138
  %317 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %142
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35584), i32 %14
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %72
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %74
  %321 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %76
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %78
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %80
  %324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %82
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %84
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %86
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35584), i32 %23
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %106
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %108
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %110
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %112
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %114
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %116
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %118
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %120
  %336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35584), i32 %32
  %337 = and i64 %30, 4294967232
  %338 = or i64 %337, %12
  %339 = trunc i64 %338 to i32
  %340 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %339
  %341 = or i32 %339, 1
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %341
  %343 = or i32 %339, 2
  %344 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %343
  %345 = or i32 %339, 3
  %346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %345
  %347 = or i32 %339, 4
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %347
  %349 = or i32 %339, 5
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %349
  %351 = or i32 %339, 6
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %351
  %353 = or i32 %339, 7
  %354 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %353
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35584), i32 %41
  %356 = and i64 %39, 4294967232
  %357 = or i64 %356, %12
  %358 = trunc i64 %357 to i32
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %358
  %360 = or i32 %358, 1
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %360
  %362 = or i32 %358, 2
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %362
  %364 = or i32 %358, 3
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %364
  %366 = or i32 %358, 4
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %366
  %368 = or i32 %358, 5
  %369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %368
  %370 = or i32 %358, 6
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %370
  %372 = or i32 %358, 7
  %373 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %372
  %374 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %72
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %106
  %376 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %339
  %377 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %358
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %12
  %invariant.gep60 = getelementptr bfloat, ptr addrspace(1) %2, i64 %12
  br i1 %48, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %134
  %378 = shl nsw i64 %8, 4
  %379 = and i64 %378, -32
  %380 = select i1 %241, i64 %379, i64 0
  %381 = shl nuw nsw i64 %240, 3
  %urem = and i64 %8, 7
  %382 = shl nuw nsw i64 %226, 4
  %383 = and i64 %382, 16
  %384 = or i64 %237, %383
  %385 = or i64 %384, 8
  %386 = or i64 %383, %urem
  %387 = or i64 %386, 8
  %388 = lshr i32 %7, 1
  %389 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %388
  %390 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %391 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %7
  %392 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35584), i32 %7
  %393 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %388
  %394 = and i64 %382, 48
  %395 = or i64 %394, %urem
  %396 = or i64 %395, 8
  %397 = or i64 %227, 4
  %398 = or i64 %227, 8
  %399 = or i64 %227, 12
  %400 = or i64 %227, 16
  %401 = or i64 %227, 20
  %402 = or i64 %227, 24
  %403 = or i64 %227, 28
  %404 = or i64 %237, %394
  %405 = mul nuw nsw i64 %227, 72
  %406 = add nuw nsw i64 %404, %405
  %407 = trunc i64 %406 to i32
  %408 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %407
  %409 = mul nuw nsw i64 %397, 72
  %410 = add nuw nsw i64 %404, %409
  %411 = trunc i64 %410 to i32
  %412 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %411
  %413 = mul nuw nsw i64 %398, 72
  %414 = add nuw nsw i64 %404, %413
  %415 = trunc i64 %414 to i32
  %416 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %415
  %417 = mul nuw nsw i64 %399, 72
  %418 = add nuw nsw i64 %404, %417
  %419 = trunc i64 %418 to i32
  %420 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %419
  %421 = mul nuw nsw i64 %400, 72
  %422 = add nuw nsw i64 %404, %421
  %423 = trunc i64 %422 to i32
  %424 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %423
  %425 = mul nuw nsw i64 %401, 72
  %426 = add nuw nsw i64 %404, %425
  %427 = trunc i64 %426 to i32
  %428 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %427
  %429 = mul nuw nsw i64 %402, 72
  %430 = add nuw nsw i64 %404, %429
  %431 = trunc i64 %430 to i32
  %432 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %431
  %433 = mul nuw nsw i64 %403, 72
  %434 = add nuw nsw i64 %404, %433
  %435 = trunc i64 %434 to i32
  %436 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %435
  %437 = or i64 %404, 8
  %438 = add nuw nsw i64 %437, %405
  %439 = trunc i64 %438 to i32
  %440 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %439
  %441 = add nuw nsw i64 %437, %409
  %442 = trunc i64 %441 to i32
  %443 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %442
  %444 = add nuw nsw i64 %437, %413
  %445 = trunc i64 %444 to i32
  %446 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %445
  %447 = add nuw nsw i64 %437, %417
  %448 = trunc i64 %447 to i32
  %449 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %448
  %450 = add nuw nsw i64 %437, %421
  %451 = trunc i64 %450 to i32
  %452 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %451
  %453 = add nuw nsw i64 %437, %425
  %454 = trunc i64 %453 to i32
  %455 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %454
  %456 = add nuw nsw i64 %437, %429
  %457 = trunc i64 %456 to i32
  %458 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %457
  %459 = add nuw nsw i64 %437, %433
  %460 = trunc i64 %459 to i32
  %461 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %460
  %462 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %7
  %464 = or i64 %381, %380
  %465 = trunc i64 %464 to i32
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %465
  %467 = or i32 %465, 1
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %467
  %469 = or i32 %465, 2
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %469
  %471 = or i32 %465, 3
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %471
  %473 = or i32 %465, 4
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %473
  %475 = or i32 %465, 5
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %475
  %477 = or i32 %465, 6
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %477
  %479 = or i32 %465, 7
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %479
  %481 = or i64 %381, %380
  %482 = trunc i64 %481 to i32
  %483 = or i32 %482, 16
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %483
  %485 = or i32 %482, 17
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %485
  %487 = or i32 %482, 18
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %487
  %489 = or i32 %482, 19
  %490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %489
  %491 = or i32 %482, 20
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %491
  %493 = or i32 %482, 21
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %493
  %495 = or i32 %482, 22
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %495
  %497 = or i32 %482, 23
  %498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %497
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %465
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %467
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %469
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %471
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %473
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %475
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %477
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %479
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %483
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %485
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %487
  %510 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %489
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %491
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %493
  %513 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %495
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %497
  br label %515

515: ; preds = %.lr.ph, %1361
  %516 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %1361 ]
  %517 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %1361 ]
  %518 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %1361 ]
  %519 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %1361 ]
  %520 = phi float [ 0.000000e+00, %.lr.ph ], [ %1389, %1361 ]
  %521 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %1361 ]
  %522 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %1361 ]
  %523 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %1361 ]
  %524 = phi float [ 0.000000e+00, %.lr.ph ], [ %1385, %1361 ]
  %525 = phi float [ 0.000000e+00, %.lr.ph ], [ %1384, %1361 ]
  %526 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %1361 ]
  %527 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %1361 ]
  %528 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %1361 ]
  %529 = phi float [ 0.000000e+00, %.lr.ph ], [ %1380, %1361 ]
  %530 = phi float [ 0.000000e+00, %.lr.ph ], [ %1379, %1361 ]
  %531 = phi float [ 0.000000e+00, %.lr.ph ], [ %1378, %1361 ]
  %532 = phi float [ 0.000000e+00, %.lr.ph ], [ %1377, %1361 ]
  %533 = phi float [ 0.000000e+00, %.lr.ph ], [ %1376, %1361 ]
  %534 = phi float [ 0.000000e+00, %.lr.ph ], [ %1375, %1361 ]
  %535 = phi float [ 0.000000e+00, %.lr.ph ], [ %1374, %1361 ]
  %536 = phi float [ 0.000000e+00, %.lr.ph ], [ %1373, %1361 ]
  %537 = phi float [ 0.000000e+00, %.lr.ph ], [ %1372, %1361 ]
  %538 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %1361 ]
  %539 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %1361 ]
  %540 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %1361 ]
  %541 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %1361 ]
  %542 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %1361 ]
  %543 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %1361 ]
  %544 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %1361 ]
  %545 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %1361 ]
  %546 = phi float [ 0.000000e+00, %.lr.ph ], [ %1363, %1361 ]
  %547 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %1361 ]
  %548 = phi i32 [ 0, %.lr.ph ], [ %551, %1361 ]
  %549 = phi <8 x bfloat> [ %128, %.lr.ph ], [ %587, %1361 ]
  %550 = phi <8 x bfloat> [ %135, %.lr.ph ], [ %592, %1361 ]
  %551 = add i32 %548, 32
  %552 = icmp slt i32 %551, %5
  %553 = add i32 %551, %14
  %554 = shl i32 %553, 6
  br i1 %552, label %555, label %558

555: ; preds = %515
  %556 = sext i32 %554 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %556
  %557 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %558

558: ; preds = %555, %515
  %559 = phi <8 x bfloat> [ %557, %555 ], [ zeroinitializer, %515 ]
  %560 = extractelement <8 x bfloat> %559, i64 0
  %561 = extractelement <8 x bfloat> %559, i64 1
  %562 = extractelement <8 x bfloat> %559, i64 2
  %563 = extractelement <8 x bfloat> %559, i64 3
  %564 = extractelement <8 x bfloat> %559, i64 4
  %565 = extractelement <8 x bfloat> %559, i64 5
  %566 = extractelement <8 x bfloat> %559, i64 6
  %567 = extractelement <8 x bfloat> %559, i64 7
  %568 = add i32 %551, %23
  %569 = shl i32 %568, 6
  br i1 %552, label %570, label %573

570: ; preds = %558
  %571 = sext i32 %569 to i64
  %gep59 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %571
  %572 = load <8 x bfloat>, ptr addrspace(1) %gep59, align 16
  br label %573

573: ; preds = %570, %558
  %574 = phi <8 x bfloat> [ %572, %570 ], [ zeroinitializer, %558 ]
  %575 = extractelement <8 x bfloat> %574, i64 0
  %576 = extractelement <8 x bfloat> %574, i64 1
  %577 = extractelement <8 x bfloat> %574, i64 2
  %578 = extractelement <8 x bfloat> %574, i64 3
  %579 = extractelement <8 x bfloat> %574, i64 4
  %580 = extractelement <8 x bfloat> %574, i64 5
  %581 = extractelement <8 x bfloat> %574, i64 6
  %582 = extractelement <8 x bfloat> %574, i64 7
  br i1 %552, label %583, label %586

583: ; preds = %573
  %584 = sext i32 %554 to i64
  %gep61 = getelementptr bfloat, ptr addrspace(1) %invariant.gep60, i64 %584
  %585 = load <8 x bfloat>, ptr addrspace(1) %gep61, align 16
  br label %586

586: ; preds = %583, %573
  %587 = phi <8 x bfloat> [ %585, %583 ], [ zeroinitializer, %573 ]
  br i1 %552, label %588, label %591

588: ; preds = %586
  %589 = sext i32 %569 to i64
  %gep63 = getelementptr bfloat, ptr addrspace(1) %invariant.gep60, i64 %589
  %590 = load <8 x bfloat>, ptr addrspace(1) %gep63, align 16
  br label %591

591: ; preds = %588, %586
  %592 = phi <8 x bfloat> [ %590, %588 ], [ zeroinitializer, %586 ]
  store <8 x bfloat> %20, ptr addrspace(3) %139, align 16
  store <8 x bfloat> %29, ptr addrspace(3) %143, align 16
  store <8 x bfloat> %38, ptr addrspace(3) %147, align 16
  store <8 x bfloat> %47, ptr addrspace(3) %151, align 16
  %593 = load bfloat, ptr addrspace(3) %164, align 2
  %594 = load bfloat, ptr addrspace(3) %168, align 2
  %595 = load bfloat, ptr addrspace(3) %172, align 2
  %596 = load bfloat, ptr addrspace(3) %176, align 2
  %597 = load bfloat, ptr addrspace(3) %180, align 2
  %598 = load bfloat, ptr addrspace(3) %184, align 2
  %599 = load bfloat, ptr addrspace(3) %188, align 2
  %600 = load bfloat, ptr addrspace(3) %192, align 2
  %601 = insertelement <8 x bfloat> poison, bfloat %593, i64 0
  %602 = insertelement <8 x bfloat> %601, bfloat %594, i64 1
  %603 = insertelement <8 x bfloat> %602, bfloat %595, i64 2
  %604 = insertelement <8 x bfloat> %603, bfloat %596, i64 3
  %605 = insertelement <8 x bfloat> %604, bfloat %597, i64 4
  %606 = insertelement <8 x bfloat> %605, bfloat %598, i64 5
  %607 = insertelement <8 x bfloat> %606, bfloat %599, i64 6
  %608 = insertelement <8 x bfloat> %607, bfloat %600, i64 7
  store <8 x bfloat> %608, ptr addrspace(3) %196, align 16
  %609 = load bfloat, ptr addrspace(3) %200, align 2
  %610 = load bfloat, ptr addrspace(3) %203, align 2
  %611 = load bfloat, ptr addrspace(3) %206, align 2
  %612 = load bfloat, ptr addrspace(3) %209, align 2
  %613 = load bfloat, ptr addrspace(3) %212, align 2
  %614 = load bfloat, ptr addrspace(3) %215, align 2
  %615 = load bfloat, ptr addrspace(3) %218, align 2
  %616 = load bfloat, ptr addrspace(3) %221, align 2
  %617 = insertelement <8 x bfloat> poison, bfloat %609, i64 0
  %618 = insertelement <8 x bfloat> %617, bfloat %610, i64 1
  %619 = insertelement <8 x bfloat> %618, bfloat %611, i64 2
  %620 = insertelement <8 x bfloat> %619, bfloat %612, i64 3
  %621 = insertelement <8 x bfloat> %620, bfloat %613, i64 4
  %622 = insertelement <8 x bfloat> %621, bfloat %614, i64 5
  %623 = insertelement <8 x bfloat> %622, bfloat %615, i64 6
  %624 = insertelement <8 x bfloat> %623, bfloat %616, i64 7
  store <8 x bfloat> %624, ptr addrspace(3) %225, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br label %625

625: ; preds = %591, %887
  %626 = phi i1 [ true, %591 ], [ false, %887 ]
  %627 = phi i64 [ 0, %591 ], [ 4, %887 ]
  %628 = add nuw nsw i64 %627, %226
  %629 = icmp ult i64 %628, 8
  br i1 %629, label %630, label %887

630: ; preds = %625
  %631 = shl nuw nsw i64 %628, 3
  %632 = and i64 %631, 48
  %633 = or i64 %632, %237
  %634 = mul nuw nsw i64 %633, 72
  %635 = add nuw nsw i64 %634, 576
  br label %636

636: ; preds = %630, %636
  %637 = phi <8 x i32> [ zeroinitializer, %630 ], [ %848, %636 ]
  %638 = phi i1 [ true, %630 ], [ false, %636 ]
  %639 = phi i64 [ 0, %630 ], [ 32, %636 ]
  %640 = or i64 %639, %227
  %641 = add nuw nsw i64 %640, %634
  %642 = trunc i64 %641 to i32
  %643 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %642
  %644 = load bfloat, ptr addrspace(3) %643, align 2
  %645 = or i64 %640, 4
  %646 = add nuw nsw i64 %645, %634
  %647 = trunc i64 %646 to i32
  %648 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %647
  %649 = load bfloat, ptr addrspace(3) %648, align 2
  %650 = or i64 %640, 8
  %651 = add nuw nsw i64 %650, %634
  %652 = trunc i64 %651 to i32
  %653 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %652
  %654 = load bfloat, ptr addrspace(3) %653, align 2
  %655 = or i64 %640, 12
  %656 = add nuw nsw i64 %655, %634
  %657 = trunc i64 %656 to i32
  %658 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %657
  %659 = load bfloat, ptr addrspace(3) %658, align 2
  %660 = or i64 %640, 16
  %661 = add nuw nsw i64 %660, %634
  %662 = trunc i64 %661 to i32
  %663 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %662
  %664 = load bfloat, ptr addrspace(3) %663, align 2
  %665 = or i64 %640, 20
  %666 = add nuw nsw i64 %665, %634
  %667 = trunc i64 %666 to i32
  %668 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %667
  %669 = load bfloat, ptr addrspace(3) %668, align 2
  %670 = or i64 %640, 24
  %671 = add nuw nsw i64 %670, %634
  %672 = trunc i64 %671 to i32
  %673 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %672
  %674 = load bfloat, ptr addrspace(3) %673, align 2
  %675 = or i64 %640, 28
  %676 = add nuw nsw i64 %675, %634
  %677 = trunc i64 %676 to i32
  %678 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %677
  %679 = load bfloat, ptr addrspace(3) %678, align 2
  %680 = add nuw nsw i64 %640, %635
  %681 = trunc i64 %680 to i32
  %682 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %681
  %683 = load bfloat, ptr addrspace(3) %682, align 2
  %684 = add nuw nsw i64 %645, %635
  %685 = trunc i64 %684 to i32
  %686 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %685
  %687 = load bfloat, ptr addrspace(3) %686, align 2
  %688 = add nuw nsw i64 %650, %635
  %689 = trunc i64 %688 to i32
  %690 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %689
  %691 = load bfloat, ptr addrspace(3) %690, align 2
  %692 = add nuw nsw i64 %655, %635
  %693 = trunc i64 %692 to i32
  %694 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %693
  %695 = load bfloat, ptr addrspace(3) %694, align 2
  %696 = add nuw nsw i64 %660, %635
  %697 = trunc i64 %696 to i32
  %698 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %697
  %699 = load bfloat, ptr addrspace(3) %698, align 2
  %700 = add nuw nsw i64 %665, %635
  %701 = trunc i64 %700 to i32
  %702 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %701
  %703 = load bfloat, ptr addrspace(3) %702, align 2
  %704 = add nuw nsw i64 %670, %635
  %705 = trunc i64 %704 to i32
  %706 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %705
  %707 = load bfloat, ptr addrspace(3) %706, align 2
  %708 = add nuw nsw i64 %675, %635
  %709 = trunc i64 %708 to i32
  %710 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %709
  %711 = load bfloat, ptr addrspace(3) %710, align 2
  %712 = insertelement <2 x bfloat> poison, bfloat %644, i64 0
  %713 = insertelement <2 x bfloat> %712, bfloat %649, i64 1
  %714 = bitcast <2 x bfloat> %713 to i32
  %715 = insertelement <2 x bfloat> poison, bfloat %654, i64 0
  %716 = insertelement <2 x bfloat> %715, bfloat %659, i64 1
  %717 = bitcast <2 x bfloat> %716 to i32
  %718 = insertelement <2 x bfloat> poison, bfloat %664, i64 0
  %719 = insertelement <2 x bfloat> %718, bfloat %669, i64 1
  %720 = bitcast <2 x bfloat> %719 to i32
  %721 = insertelement <2 x bfloat> poison, bfloat %674, i64 0
  %722 = insertelement <2 x bfloat> %721, bfloat %679, i64 1
  %723 = bitcast <2 x bfloat> %722 to i32
  %724 = insertelement <2 x bfloat> poison, bfloat %683, i64 0
  %725 = insertelement <2 x bfloat> %724, bfloat %687, i64 1
  %726 = bitcast <2 x bfloat> %725 to i32
  %727 = insertelement <2 x bfloat> poison, bfloat %691, i64 0
  %728 = insertelement <2 x bfloat> %727, bfloat %695, i64 1
  %729 = bitcast <2 x bfloat> %728 to i32
  %730 = insertelement <2 x bfloat> poison, bfloat %699, i64 0
  %731 = insertelement <2 x bfloat> %730, bfloat %703, i64 1
  %732 = bitcast <2 x bfloat> %731 to i32
  %733 = insertelement <2 x bfloat> poison, bfloat %707, i64 0
  %734 = insertelement <2 x bfloat> %733, bfloat %711, i64 1
  %735 = bitcast <2 x bfloat> %734 to i32
  %736 = insertelement <8 x i32> poison, i32 %714, i64 0
  %737 = insertelement <8 x i32> %736, i32 %717, i64 1
  %738 = insertelement <8 x i32> %737, i32 %720, i64 2
  %739 = insertelement <8 x i32> %738, i32 %723, i64 3
  %740 = insertelement <8 x i32> %739, i32 %726, i64 4
  %741 = insertelement <8 x i32> %740, i32 %729, i64 5
  %742 = insertelement <8 x i32> %741, i32 %732, i64 6
  %743 = insertelement <8 x i32> %742, i32 %735, i64 7
  %744 = mul nuw nsw i64 %640, 40
  %745 = add nuw nsw i64 %744, %384
  %746 = trunc i64 %745 to i32
  %747 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %746
  %748 = load bfloat, ptr addrspace(3) %747, align 2
  %749 = mul nuw nsw i64 %645, 40
  %750 = add nuw nsw i64 %749, %384
  %751 = trunc i64 %750 to i32
  %752 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %751
  %753 = load bfloat, ptr addrspace(3) %752, align 2
  %754 = mul nuw nsw i64 %650, 40
  %755 = add nuw nsw i64 %754, %384
  %756 = trunc i64 %755 to i32
  %757 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %756
  %758 = load bfloat, ptr addrspace(3) %757, align 2
  %759 = mul nuw nsw i64 %655, 40
  %760 = add nuw nsw i64 %759, %384
  %761 = trunc i64 %760 to i32
  %762 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %761
  %763 = load bfloat, ptr addrspace(3) %762, align 2
  %764 = mul nuw nsw i64 %660, 40
  %765 = add nuw nsw i64 %764, %384
  %766 = trunc i64 %765 to i32
  %767 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %766
  %768 = load bfloat, ptr addrspace(3) %767, align 2
  %769 = mul nuw nsw i64 %665, 40
  %770 = add nuw nsw i64 %769, %384
  %771 = trunc i64 %770 to i32
  %772 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %771
  %773 = load bfloat, ptr addrspace(3) %772, align 2
  %774 = mul nuw nsw i64 %670, 40
  %775 = add nuw nsw i64 %774, %384
  %776 = trunc i64 %775 to i32
  %777 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %776
  %778 = load bfloat, ptr addrspace(3) %777, align 2
  %779 = mul nuw nsw i64 %675, 40
  %780 = add nuw nsw i64 %779, %384
  %781 = trunc i64 %780 to i32
  %782 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %781
  %783 = load bfloat, ptr addrspace(3) %782, align 2
  %784 = add nuw nsw i64 %744, %385
  %785 = trunc i64 %784 to i32
  %786 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %785
  %787 = load bfloat, ptr addrspace(3) %786, align 2
  %788 = add nuw nsw i64 %749, %385
  %789 = trunc i64 %788 to i32
  %790 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %789
  %791 = load bfloat, ptr addrspace(3) %790, align 2
  %792 = add nuw nsw i64 %754, %385
  %793 = trunc i64 %792 to i32
  %794 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %793
  %795 = load bfloat, ptr addrspace(3) %794, align 2
  %796 = add nuw nsw i64 %759, %385
  %797 = trunc i64 %796 to i32
  %798 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %797
  %799 = load bfloat, ptr addrspace(3) %798, align 2
  %800 = add nuw nsw i64 %764, %385
  %801 = trunc i64 %800 to i32
  %802 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %801
  %803 = load bfloat, ptr addrspace(3) %802, align 2
  %804 = add nuw nsw i64 %769, %385
  %805 = trunc i64 %804 to i32
  %806 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %805
  %807 = load bfloat, ptr addrspace(3) %806, align 2
  %808 = add nuw nsw i64 %774, %385
  %809 = trunc i64 %808 to i32
  %810 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %809
  %811 = load bfloat, ptr addrspace(3) %810, align 2
  %812 = add nuw nsw i64 %779, %385
  %813 = trunc i64 %812 to i32
  %814 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %813
  %815 = load bfloat, ptr addrspace(3) %814, align 2
  %816 = insertelement <2 x bfloat> poison, bfloat %748, i64 0
  %817 = insertelement <2 x bfloat> %816, bfloat %753, i64 1
  %818 = bitcast <2 x bfloat> %817 to i32
  %819 = insertelement <2 x bfloat> poison, bfloat %758, i64 0
  %820 = insertelement <2 x bfloat> %819, bfloat %763, i64 1
  %821 = bitcast <2 x bfloat> %820 to i32
  %822 = insertelement <2 x bfloat> poison, bfloat %768, i64 0
  %823 = insertelement <2 x bfloat> %822, bfloat %773, i64 1
  %824 = bitcast <2 x bfloat> %823 to i32
  %825 = insertelement <2 x bfloat> poison, bfloat %778, i64 0
  %826 = insertelement <2 x bfloat> %825, bfloat %783, i64 1
  %827 = bitcast <2 x bfloat> %826 to i32
  %828 = insertelement <2 x bfloat> poison, bfloat %787, i64 0
  %829 = insertelement <2 x bfloat> %828, bfloat %791, i64 1
  %830 = bitcast <2 x bfloat> %829 to i32
  %831 = insertelement <2 x bfloat> poison, bfloat %795, i64 0
  %832 = insertelement <2 x bfloat> %831, bfloat %799, i64 1
  %833 = bitcast <2 x bfloat> %832 to i32
  %834 = insertelement <2 x bfloat> poison, bfloat %803, i64 0
  %835 = insertelement <2 x bfloat> %834, bfloat %807, i64 1
  %836 = bitcast <2 x bfloat> %835 to i32
  %837 = insertelement <2 x bfloat> poison, bfloat %811, i64 0
  %838 = insertelement <2 x bfloat> %837, bfloat %815, i64 1
  %839 = bitcast <2 x bfloat> %838 to i32
  %840 = insertelement <8 x i32> poison, i32 %818, i64 0
  %841 = insertelement <8 x i32> %840, i32 %821, i64 1
  %842 = insertelement <8 x i32> %841, i32 %824, i64 2
  %843 = insertelement <8 x i32> %842, i32 %827, i64 3
  %844 = insertelement <8 x i32> %843, i32 %830, i64 4
  %845 = insertelement <8 x i32> %844, i32 %833, i64 5
  %846 = insertelement <8 x i32> %845, i32 %836, i64 6
  %847 = insertelement <8 x i32> %846, i32 %839, i64 7
  %848 = tail call <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32> %743, <8 x i32> %847, <8 x i32> %637, i32 1, i32 1, i32 1)
  br i1 %638, label %636, label %849

849: ; preds = %636
  %bc16 = bitcast <8 x i32> %848 to <8 x float>
  %850 = extractelement <8 x float> %bc16, i64 0
  %851 = or i64 %632, %239
  %852 = shl nuw nsw i64 %851, 5
  %853 = or i64 %852, %386
  %854 = trunc i64 %853 to i32
  %855 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %854
  store float %850, ptr addrspace(3) %855, align 4
  %856 = extractelement <8 x float> %bc16, i64 1
  %857 = or i64 %852, %387
  %858 = trunc i64 %857 to i32
  %859 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %858
  store float %856, ptr addrspace(3) %859, align 4
  %860 = extractelement <8 x float> %bc16, i64 2
  %861 = or i64 %852, 128
  %862 = or i64 %861, %386
  %863 = trunc i64 %862 to i32
  %864 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %863
  store float %860, ptr addrspace(3) %864, align 4
  %865 = extractelement <8 x float> %bc16, i64 3
  %866 = or i64 %861, %387
  %867 = trunc i64 %866 to i32
  %868 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %867
  store float %865, ptr addrspace(3) %868, align 4
  %869 = extractelement <8 x float> %bc16, i64 4
  %870 = or i64 %852, 256
  %871 = or i64 %870, %386
  %872 = trunc i64 %871 to i32
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %872
  store float %869, ptr addrspace(3) %873, align 4
  %874 = extractelement <8 x float> %bc16, i64 5
  %875 = or i64 %870, %387
  %876 = trunc i64 %875 to i32
  %877 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %876
  store float %874, ptr addrspace(3) %877, align 4
  %878 = extractelement <8 x float> %bc16, i64 6
  %879 = or i64 %852, 384
  %880 = or i64 %879, %386
  %881 = trunc i64 %880 to i32
  %882 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %881
  store float %878, ptr addrspace(3) %882, align 4
  %883 = extractelement <8 x float> %bc16, i64 7
  %884 = or i64 %879, %387
  %885 = trunc i64 %884 to i32
  %886 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %885
  store float %883, ptr addrspace(3) %886, align 4
  br label %887

887: ; preds = %849, %625
  br i1 %626, label %625, label %888

888: ; preds = %887
  tail call void @llvm.musa.syncthreads.lm()
  %889 = load float, ptr addrspace(3) %466, align 16
  %890 = fmul contract float %889, %4
  %891 = tail call float @llvm.maxnum.f32(float %890, float 0xFFF0000000000000)
  %892 = load float, ptr addrspace(3) %468, align 4
  %893 = fmul contract float %892, %4
  %894 = tail call float @llvm.maxnum.f32(float %891, float %893)
  %895 = load float, ptr addrspace(3) %470, align 8
  %896 = fmul contract float %895, %4
  %897 = tail call float @llvm.maxnum.f32(float %894, float %896)
  %898 = load float, ptr addrspace(3) %472, align 4
  %899 = fmul contract float %898, %4
  %900 = tail call float @llvm.maxnum.f32(float %897, float %899)
  %901 = load float, ptr addrspace(3) %474, align 16
  %902 = fmul contract float %901, %4
  %903 = tail call float @llvm.maxnum.f32(float %900, float %902)
  %904 = load float, ptr addrspace(3) %476, align 4
  %905 = fmul contract float %904, %4
  %906 = tail call float @llvm.maxnum.f32(float %903, float %905)
  %907 = load float, ptr addrspace(3) %478, align 8
  %908 = fmul contract float %907, %4
  %909 = tail call float @llvm.maxnum.f32(float %906, float %908)
  %910 = load float, ptr addrspace(3) %480, align 4
  %911 = fmul contract float %910, %4
  %912 = tail call float @llvm.maxnum.f32(float %909, float %911)
  %913 = load float, ptr addrspace(3) %484, align 16
  %914 = fmul contract float %913, %4
  %915 = tail call float @llvm.maxnum.f32(float %912, float %914)
  %916 = load float, ptr addrspace(3) %486, align 4
  %917 = fmul contract float %916, %4
  %918 = tail call float @llvm.maxnum.f32(float %915, float %917)
  %919 = load float, ptr addrspace(3) %488, align 8
  %920 = fmul contract float %919, %4
  %921 = tail call float @llvm.maxnum.f32(float %918, float %920)
  %922 = load float, ptr addrspace(3) %490, align 4
  %923 = fmul contract float %922, %4
  %924 = tail call float @llvm.maxnum.f32(float %921, float %923)
  %925 = load float, ptr addrspace(3) %492, align 16
  %926 = fmul contract float %925, %4
  %927 = tail call float @llvm.maxnum.f32(float %924, float %926)
  %928 = load float, ptr addrspace(3) %494, align 4
  %929 = fmul contract float %928, %4
  %930 = tail call float @llvm.maxnum.f32(float %927, float %929)
  %931 = load float, ptr addrspace(3) %496, align 8
  %932 = fmul contract float %931, %4
  %933 = tail call float @llvm.maxnum.f32(float %930, float %932)
  %934 = load float, ptr addrspace(3) %498, align 4
  %935 = fmul contract float %934, %4
  %936 = tail call float @llvm.maxnum.f32(float %933, float %935)
  %937 = bitcast float %936 to i32
  %938 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %937, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %243, label %939, label %942

939: ; preds = %888
  %940 = bitcast i32 %938 to float
  %941 = tail call float @llvm.maxnum.f32(float %936, float %940)
  store float %941, ptr addrspace(3) %389, align 4
  br label %942

942: ; preds = %939, %888
  tail call void @llvm.musa.syncthreads.lm()
  %943 = load float, ptr addrspace(3) %245, align 16
  %944 = fmul contract float %943, %4
  %945 = load float, ptr addrspace(3) %247, align 4
  %946 = load float, ptr addrspace(3) %248, align 4
  %947 = tail call float @llvm.maxnum.f32(float %945, float %946)
  %948 = fsub contract float %944, %947
  %949 = fmul float %948, 0x3FF7154760000000
  %950 = tail call float @llvm.exp2.f32(float %949)
  store float %950, ptr addrspace(3) %249, align 16
  %951 = load float, ptr addrspace(3) %252, align 4
  %952 = fmul contract float %951, %4
  %953 = fsub contract float %952, %947
  %954 = fmul float %953, 0x3FF7154760000000
  %955 = tail call float @llvm.exp2.f32(float %954)
  store float %955, ptr addrspace(3) %253, align 4
  %956 = load float, ptr addrspace(3) %256, align 8
  %957 = fmul contract float %956, %4
  %958 = fsub contract float %957, %947
  %959 = fmul float %958, 0x3FF7154760000000
  %960 = tail call float @llvm.exp2.f32(float %959)
  store float %960, ptr addrspace(3) %257, align 8
  %961 = load float, ptr addrspace(3) %260, align 4
  %962 = fmul contract float %961, %4
  %963 = fsub contract float %962, %947
  %964 = fmul float %963, 0x3FF7154760000000
  %965 = tail call float @llvm.exp2.f32(float %964)
  store float %965, ptr addrspace(3) %261, align 4
  %966 = load float, ptr addrspace(3) %264, align 16
  %967 = fmul contract float %966, %4
  %968 = fsub contract float %967, %947
  %969 = fmul float %968, 0x3FF7154760000000
  %970 = tail call float @llvm.exp2.f32(float %969)
  store float %970, ptr addrspace(3) %265, align 16
  %971 = load float, ptr addrspace(3) %268, align 4
  %972 = fmul contract float %971, %4
  %973 = fsub contract float %972, %947
  %974 = fmul float %973, 0x3FF7154760000000
  %975 = tail call float @llvm.exp2.f32(float %974)
  store float %975, ptr addrspace(3) %269, align 4
  %976 = load float, ptr addrspace(3) %272, align 8
  %977 = fmul contract float %976, %4
  %978 = fsub contract float %977, %947
  %979 = fmul float %978, 0x3FF7154760000000
  %980 = tail call float @llvm.exp2.f32(float %979)
  store float %980, ptr addrspace(3) %273, align 8
  %981 = load float, ptr addrspace(3) %276, align 4
  %982 = fmul contract float %981, %4
  %983 = fsub contract float %982, %947
  %984 = fmul float %983, 0x3FF7154760000000
  %985 = tail call float @llvm.exp2.f32(float %984)
  store float %985, ptr addrspace(3) %277, align 4
  %986 = load float, ptr addrspace(3) %281, align 16
  %987 = fmul contract float %986, %4
  %988 = load float, ptr addrspace(3) %283, align 4
  %989 = load float, ptr addrspace(3) %284, align 4
  %990 = tail call float @llvm.maxnum.f32(float %988, float %989)
  %991 = fsub contract float %987, %990
  %992 = fmul float %991, 0x3FF7154760000000
  %993 = tail call float @llvm.exp2.f32(float %992)
  store float %993, ptr addrspace(3) %285, align 16
  %994 = load float, ptr addrspace(3) %288, align 4
  %995 = fmul contract float %994, %4
  %996 = fsub contract float %995, %990
  %997 = fmul float %996, 0x3FF7154760000000
  %998 = tail call float @llvm.exp2.f32(float %997)
  store float %998, ptr addrspace(3) %289, align 4
  %999 = load float, ptr addrspace(3) %292, align 8
  %1000 = fmul contract float %999, %4
  %1001 = fsub contract float %1000, %990
  %1002 = fmul float %1001, 0x3FF7154760000000
  %1003 = tail call float @llvm.exp2.f32(float %1002)
  store float %1003, ptr addrspace(3) %293, align 8
  %1004 = load float, ptr addrspace(3) %296, align 4
  %1005 = fmul contract float %1004, %4
  %1006 = fsub contract float %1005, %990
  %1007 = fmul float %1006, 0x3FF7154760000000
  %1008 = tail call float @llvm.exp2.f32(float %1007)
  store float %1008, ptr addrspace(3) %297, align 4
  %1009 = load float, ptr addrspace(3) %300, align 16
  %1010 = fmul contract float %1009, %4
  %1011 = fsub contract float %1010, %990
  %1012 = fmul float %1011, 0x3FF7154760000000
  %1013 = tail call float @llvm.exp2.f32(float %1012)
  store float %1013, ptr addrspace(3) %301, align 16
  %1014 = load float, ptr addrspace(3) %304, align 4
  %1015 = fmul contract float %1014, %4
  %1016 = fsub contract float %1015, %990
  %1017 = fmul float %1016, 0x3FF7154760000000
  %1018 = tail call float @llvm.exp2.f32(float %1017)
  store float %1018, ptr addrspace(3) %305, align 4
  %1019 = load float, ptr addrspace(3) %308, align 8
  %1020 = fmul contract float %1019, %4
  %1021 = fsub contract float %1020, %990
  %1022 = fmul float %1021, 0x3FF7154760000000
  %1023 = tail call float @llvm.exp2.f32(float %1022)
  store float %1023, ptr addrspace(3) %309, align 8
  %1024 = load float, ptr addrspace(3) %312, align 4
  %1025 = fmul contract float %1024, %4
  %1026 = fsub contract float %1025, %990
  %1027 = fmul float %1026, 0x3FF7154760000000
  %1028 = tail call float @llvm.exp2.f32(float %1027)
  store float %1028, ptr addrspace(3) %313, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %49, label %1029, label %1036

1029: ; preds = %942
  %1030 = load float, ptr addrspace(3) %390, align 4
  %1031 = load float, ptr addrspace(3) %391, align 4
  %1032 = tail call float @llvm.maxnum.f32(float %1030, float %1031)
  %1033 = fsub contract float %1030, %1032
  %1034 = fmul float %1033, 0x3FF7154760000000
  %1035 = tail call float @llvm.exp2.f32(float %1034)
  store float %1035, ptr addrspace(3) %392, align 4
  br label %1036

1036: ; preds = %1029, %942
  tail call void @llvm.musa.syncthreads.lm()
  %1037 = load float, ptr addrspace(3) %499, align 16
  %1038 = fadd reassoc float %1037, 0.000000e+00
  %1039 = load float, ptr addrspace(3) %500, align 4
  %1040 = fadd reassoc float %1038, %1039
  %1041 = load float, ptr addrspace(3) %501, align 8
  %1042 = fadd reassoc float %1040, %1041
  %1043 = load float, ptr addrspace(3) %502, align 4
  %1044 = fadd reassoc float %1042, %1043
  %1045 = load float, ptr addrspace(3) %503, align 16
  %1046 = fadd reassoc float %1044, %1045
  %1047 = load float, ptr addrspace(3) %504, align 4
  %1048 = fadd reassoc float %1046, %1047
  %1049 = load float, ptr addrspace(3) %505, align 8
  %1050 = fadd reassoc float %1048, %1049
  %1051 = load float, ptr addrspace(3) %506, align 4
  %1052 = fadd reassoc float %1050, %1051
  %1053 = load float, ptr addrspace(3) %507, align 16
  %1054 = fadd reassoc float %1052, %1053
  %1055 = load float, ptr addrspace(3) %508, align 4
  %1056 = fadd reassoc float %1054, %1055
  %1057 = load float, ptr addrspace(3) %509, align 8
  %1058 = fadd reassoc float %1056, %1057
  %1059 = load float, ptr addrspace(3) %510, align 4
  %1060 = fadd reassoc float %1058, %1059
  %1061 = load float, ptr addrspace(3) %511, align 16
  %1062 = fadd reassoc float %1060, %1061
  %1063 = load float, ptr addrspace(3) %512, align 4
  %1064 = fadd reassoc float %1062, %1063
  %1065 = load float, ptr addrspace(3) %513, align 8
  %1066 = fadd reassoc float %1064, %1065
  %1067 = load float, ptr addrspace(3) %514, align 4
  %1068 = fadd reassoc float %1066, %1067
  %1069 = bitcast float %1068 to i32
  %1070 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1069, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %243, label %1071, label %1074

1071: ; preds = %1036
  %1072 = bitcast i32 %1070 to float
  %1073 = fadd reassoc float %1068, %1072
  store float %1073, ptr addrspace(3) %393, align 4
  br label %1074

1074: ; preds = %1071, %1036
  tail call void @llvm.musa.syncthreads.lm()
  %1075 = load float, ptr addrspace(3) %249, align 16
  %1076 = load <4 x float>, ptr addrspace(3) %253, align 4
  %1077 = load float, ptr addrspace(3) %269, align 4
  %1078 = load float, ptr addrspace(3) %273, align 8
  %1079 = load float, ptr addrspace(3) %277, align 4
  %1080 = insertelement <8 x float> poison, float %1075, i64 0
  %1081 = shufflevector <4 x float> %1076, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %1082 = shufflevector <8 x float> %1080, <8 x float> %1081, <8 x i32> <i32 0, i32 8, i32 9, i32 10, i32 11, i32 poison, i32 poison, i32 poison>
  %1083 = insertelement <8 x float> %1082, float %1077, i64 5
  %1084 = insertelement <8 x float> %1083, float %1078, i64 6
  %1085 = insertelement <8 x float> %1084, float %1079, i64 7
  %1086 = fptrunc <8 x float> %1085 to <8 x bfloat>
  store <8 x bfloat> %1086, ptr addrspace(3) %314, align 16
  %1087 = load <8 x float>, ptr addrspace(3) %285, align 16
  %1088 = fptrunc <8 x float> %1087 to <8 x bfloat>
  store <8 x bfloat> %1088, ptr addrspace(3) %315, align 16
  store <8 x bfloat> %549, ptr addrspace(3) %316, align 16
  store <8 x bfloat> %550, ptr addrspace(3) %317, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1089 = load float, ptr addrspace(3) %318, align 4
  %1090 = fmul contract float %547, %1089
  store float %1090, ptr addrspace(3) %319, align 16
  %1091 = fmul contract float %546, %1089
  store float %1091, ptr addrspace(3) %320, align 4
  %1092 = fmul contract float %545, %1089
  store float %1092, ptr addrspace(3) %321, align 8
  %1093 = fmul contract float %544, %1089
  store float %1093, ptr addrspace(3) %322, align 4
  %1094 = fmul contract float %543, %1089
  store float %1094, ptr addrspace(3) %323, align 16
  %1095 = fmul contract float %542, %1089
  store float %1095, ptr addrspace(3) %324, align 4
  %1096 = fmul contract float %541, %1089
  store float %1096, ptr addrspace(3) %325, align 8
  %1097 = fmul contract float %540, %1089
  store float %1097, ptr addrspace(3) %326, align 4
  %1098 = load float, ptr addrspace(3) %327, align 4
  %1099 = fmul contract float %539, %1098
  store float %1099, ptr addrspace(3) %328, align 16
  %1100 = fmul contract float %538, %1098
  store float %1100, ptr addrspace(3) %329, align 4
  %1101 = fmul contract float %537, %1098
  store float %1101, ptr addrspace(3) %330, align 8
  %1102 = fmul contract float %536, %1098
  store float %1102, ptr addrspace(3) %331, align 4
  %1103 = fmul contract float %535, %1098
  store float %1103, ptr addrspace(3) %332, align 16
  %1104 = fmul contract float %534, %1098
  store float %1104, ptr addrspace(3) %333, align 4
  %1105 = fmul contract float %533, %1098
  store float %1105, ptr addrspace(3) %334, align 8
  %1106 = fmul contract float %532, %1098
  store float %1106, ptr addrspace(3) %335, align 4
  %1107 = load float, ptr addrspace(3) %336, align 4
  %1108 = fmul contract float %531, %1107
  store float %1108, ptr addrspace(3) %340, align 16
  %1109 = fmul contract float %530, %1107
  store float %1109, ptr addrspace(3) %342, align 4
  %1110 = fmul contract float %529, %1107
  store float %1110, ptr addrspace(3) %344, align 8
  %1111 = fmul contract float %528, %1107
  store float %1111, ptr addrspace(3) %346, align 4
  %1112 = fmul contract float %527, %1107
  store float %1112, ptr addrspace(3) %348, align 16
  %1113 = fmul contract float %526, %1107
  store float %1113, ptr addrspace(3) %350, align 4
  %1114 = fmul contract float %525, %1107
  store float %1114, ptr addrspace(3) %352, align 8
  %1115 = fmul contract float %524, %1107
  store float %1115, ptr addrspace(3) %354, align 4
  %1116 = load float, ptr addrspace(3) %355, align 4
  %1117 = fmul contract float %523, %1116
  store float %1117, ptr addrspace(3) %359, align 16
  %1118 = fmul contract float %522, %1116
  store float %1118, ptr addrspace(3) %361, align 4
  %1119 = fmul contract float %521, %1116
  store float %1119, ptr addrspace(3) %363, align 8
  %1120 = fmul contract float %520, %1116
  store float %1120, ptr addrspace(3) %365, align 4
  %1121 = fmul contract float %519, %1116
  store float %1121, ptr addrspace(3) %367, align 16
  %1122 = fmul contract float %518, %1116
  store float %1122, ptr addrspace(3) %369, align 4
  %1123 = fmul contract float %517, %1116
  store float %1123, ptr addrspace(3) %371, align 8
  %1124 = fmul contract float %516, %1116
  store float %1124, ptr addrspace(3) %373, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1125

1125: ; preds = %1074, %1342
  %1126 = phi i64 [ 0, %1074 ], [ %1343, %1342 ]
  %1127 = shl nuw nsw i64 %1126, 2
  %1128 = add nuw nsw i64 %1127, %226
  %1129 = icmp ult i64 %1128, 16
  br i1 %1129, label %1130, label %1342

1130: ; preds = %1125
  %1131 = shl nuw nsw i64 %1128, 2
  %1132 = and i64 %1131, 48
  %1133 = or i64 %1132, %239
  %1134 = shl nuw nsw i64 %1133, 6
  %1135 = or i64 %1134, %395
  %1136 = trunc i64 %1135 to i32
  %1137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %1136
  %1138 = load i32, ptr addrspace(3) %1137, align 4
  %1139 = or i64 %1134, %396
  %1140 = trunc i64 %1139 to i32
  %1141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %1140
  %1142 = load i32, ptr addrspace(3) %1141, align 4
  %1143 = or i64 %1134, 256
  %1144 = or i64 %1143, %395
  %1145 = trunc i64 %1144 to i32
  %1146 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %1145
  %1147 = load i32, ptr addrspace(3) %1146, align 4
  %1148 = or i64 %1143, %396
  %1149 = trunc i64 %1148 to i32
  %1150 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %1149
  %1151 = load i32, ptr addrspace(3) %1150, align 4
  %1152 = or i64 %1134, 512
  %1153 = or i64 %1152, %395
  %1154 = trunc i64 %1153 to i32
  %1155 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %1154
  %1156 = load i32, ptr addrspace(3) %1155, align 4
  %1157 = or i64 %1152, %396
  %1158 = trunc i64 %1157 to i32
  %1159 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %1158
  %1160 = load i32, ptr addrspace(3) %1159, align 4
  %1161 = or i64 %1134, 768
  %1162 = or i64 %1161, %395
  %1163 = trunc i64 %1162 to i32
  %1164 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %1163
  %1165 = load i32, ptr addrspace(3) %1164, align 4
  %1166 = or i64 %1161, %396
  %1167 = trunc i64 %1166 to i32
  %1168 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %1167
  %1169 = load i32, ptr addrspace(3) %1168, align 4
  %1170 = insertelement <8 x i32> poison, i32 %1138, i64 0
  %1171 = insertelement <8 x i32> %1170, i32 %1142, i64 1
  %1172 = insertelement <8 x i32> %1171, i32 %1147, i64 2
  %1173 = insertelement <8 x i32> %1172, i32 %1151, i64 3
  %1174 = insertelement <8 x i32> %1173, i32 %1156, i64 4
  %1175 = insertelement <8 x i32> %1174, i32 %1160, i64 5
  %1176 = insertelement <8 x i32> %1175, i32 %1165, i64 6
  %1177 = insertelement <8 x i32> %1176, i32 %1169, i64 7
  %1178 = or i64 %1132, %237
  %1179 = mul nuw nsw i64 %1178, 40
  %1180 = or i64 %1179, %227
  %1181 = trunc i64 %1180 to i32
  %1182 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1181
  %1183 = load bfloat, ptr addrspace(3) %1182, align 2
  %1184 = or i64 %1179, %397
  %1185 = trunc i64 %1184 to i32
  %1186 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1185
  %1187 = load bfloat, ptr addrspace(3) %1186, align 2
  %1188 = add nuw nsw i64 %1179, %398
  %1189 = trunc i64 %1188 to i32
  %1190 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1189
  %1191 = load bfloat, ptr addrspace(3) %1190, align 2
  %1192 = add nuw nsw i64 %1179, %399
  %1193 = trunc i64 %1192 to i32
  %1194 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1193
  %1195 = load bfloat, ptr addrspace(3) %1194, align 2
  %1196 = add nuw nsw i64 %1179, %400
  %1197 = trunc i64 %1196 to i32
  %1198 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1197
  %1199 = load bfloat, ptr addrspace(3) %1198, align 2
  %1200 = add nuw nsw i64 %1179, %401
  %1201 = trunc i64 %1200 to i32
  %1202 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1201
  %1203 = load bfloat, ptr addrspace(3) %1202, align 2
  %1204 = add nuw nsw i64 %1179, %402
  %1205 = trunc i64 %1204 to i32
  %1206 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1205
  %1207 = load bfloat, ptr addrspace(3) %1206, align 2
  %1208 = add nuw nsw i64 %1179, %403
  %1209 = trunc i64 %1208 to i32
  %1210 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1209
  %1211 = load bfloat, ptr addrspace(3) %1210, align 2
  %1212 = add nuw nsw i64 %1179, 320
  %1213 = or i64 %1212, %227
  %1214 = trunc i64 %1213 to i32
  %1215 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1214
  %1216 = load bfloat, ptr addrspace(3) %1215, align 2
  %1217 = or i64 %1212, %397
  %1218 = trunc i64 %1217 to i32
  %1219 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1218
  %1220 = load bfloat, ptr addrspace(3) %1219, align 2
  %1221 = add nuw nsw i64 %1212, %398
  %1222 = trunc i64 %1221 to i32
  %1223 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1222
  %1224 = load bfloat, ptr addrspace(3) %1223, align 2
  %1225 = add nuw nsw i64 %1212, %399
  %1226 = trunc i64 %1225 to i32
  %1227 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1226
  %1228 = load bfloat, ptr addrspace(3) %1227, align 2
  %1229 = add nuw nsw i64 %1212, %400
  %1230 = trunc i64 %1229 to i32
  %1231 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1230
  %1232 = load bfloat, ptr addrspace(3) %1231, align 2
  %1233 = add nuw nsw i64 %1212, %401
  %1234 = trunc i64 %1233 to i32
  %1235 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1234
  %1236 = load bfloat, ptr addrspace(3) %1235, align 2
  %1237 = add nuw nsw i64 %1212, %402
  %1238 = trunc i64 %1237 to i32
  %1239 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1238
  %1240 = load bfloat, ptr addrspace(3) %1239, align 2
  %1241 = add nuw nsw i64 %1212, %403
  %1242 = trunc i64 %1241 to i32
  %1243 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %1242
  %1244 = load bfloat, ptr addrspace(3) %1243, align 2
  %1245 = insertelement <2 x bfloat> poison, bfloat %1183, i64 0
  %1246 = insertelement <2 x bfloat> %1245, bfloat %1187, i64 1
  %1247 = bitcast <2 x bfloat> %1246 to i32
  %1248 = insertelement <2 x bfloat> poison, bfloat %1191, i64 0
  %1249 = insertelement <2 x bfloat> %1248, bfloat %1195, i64 1
  %1250 = bitcast <2 x bfloat> %1249 to i32
  %1251 = insertelement <2 x bfloat> poison, bfloat %1199, i64 0
  %1252 = insertelement <2 x bfloat> %1251, bfloat %1203, i64 1
  %1253 = bitcast <2 x bfloat> %1252 to i32
  %1254 = insertelement <2 x bfloat> poison, bfloat %1207, i64 0
  %1255 = insertelement <2 x bfloat> %1254, bfloat %1211, i64 1
  %1256 = bitcast <2 x bfloat> %1255 to i32
  %1257 = insertelement <2 x bfloat> poison, bfloat %1216, i64 0
  %1258 = insertelement <2 x bfloat> %1257, bfloat %1220, i64 1
  %1259 = bitcast <2 x bfloat> %1258 to i32
  %1260 = insertelement <2 x bfloat> poison, bfloat %1224, i64 0
  %1261 = insertelement <2 x bfloat> %1260, bfloat %1228, i64 1
  %1262 = bitcast <2 x bfloat> %1261 to i32
  %1263 = insertelement <2 x bfloat> poison, bfloat %1232, i64 0
  %1264 = insertelement <2 x bfloat> %1263, bfloat %1236, i64 1
  %1265 = bitcast <2 x bfloat> %1264 to i32
  %1266 = insertelement <2 x bfloat> poison, bfloat %1240, i64 0
  %1267 = insertelement <2 x bfloat> %1266, bfloat %1244, i64 1
  %1268 = bitcast <2 x bfloat> %1267 to i32
  %1269 = insertelement <8 x i32> poison, i32 %1247, i64 0
  %1270 = insertelement <8 x i32> %1269, i32 %1250, i64 1
  %1271 = insertelement <8 x i32> %1270, i32 %1253, i64 2
  %1272 = insertelement <8 x i32> %1271, i32 %1256, i64 3
  %1273 = insertelement <8 x i32> %1272, i32 %1259, i64 4
  %1274 = insertelement <8 x i32> %1273, i32 %1262, i64 5
  %1275 = insertelement <8 x i32> %1274, i32 %1265, i64 6
  %1276 = insertelement <8 x i32> %1275, i32 %1268, i64 7
  %1277 = load bfloat, ptr addrspace(3) %408, align 2
  %1278 = load bfloat, ptr addrspace(3) %412, align 2
  %1279 = load bfloat, ptr addrspace(3) %416, align 2
  %1280 = load bfloat, ptr addrspace(3) %420, align 2
  %1281 = load bfloat, ptr addrspace(3) %424, align 2
  %1282 = load bfloat, ptr addrspace(3) %428, align 2
  %1283 = load bfloat, ptr addrspace(3) %432, align 2
  %1284 = load bfloat, ptr addrspace(3) %436, align 2
  %1285 = load bfloat, ptr addrspace(3) %440, align 2
  %1286 = load bfloat, ptr addrspace(3) %443, align 2
  %1287 = load bfloat, ptr addrspace(3) %446, align 2
  %1288 = load bfloat, ptr addrspace(3) %449, align 2
  %1289 = load bfloat, ptr addrspace(3) %452, align 2
  %1290 = load bfloat, ptr addrspace(3) %455, align 2
  %1291 = load bfloat, ptr addrspace(3) %458, align 2
  %1292 = load bfloat, ptr addrspace(3) %461, align 2
  %1293 = insertelement <2 x bfloat> poison, bfloat %1277, i64 0
  %1294 = insertelement <2 x bfloat> %1293, bfloat %1278, i64 1
  %1295 = bitcast <2 x bfloat> %1294 to i32
  %1296 = insertelement <2 x bfloat> poison, bfloat %1279, i64 0
  %1297 = insertelement <2 x bfloat> %1296, bfloat %1280, i64 1
  %1298 = bitcast <2 x bfloat> %1297 to i32
  %1299 = insertelement <2 x bfloat> poison, bfloat %1281, i64 0
  %1300 = insertelement <2 x bfloat> %1299, bfloat %1282, i64 1
  %1301 = bitcast <2 x bfloat> %1300 to i32
  %1302 = insertelement <2 x bfloat> poison, bfloat %1283, i64 0
  %1303 = insertelement <2 x bfloat> %1302, bfloat %1284, i64 1
  %1304 = bitcast <2 x bfloat> %1303 to i32
  %1305 = insertelement <2 x bfloat> poison, bfloat %1285, i64 0
  %1306 = insertelement <2 x bfloat> %1305, bfloat %1286, i64 1
  %1307 = bitcast <2 x bfloat> %1306 to i32
  %1308 = insertelement <2 x bfloat> poison, bfloat %1287, i64 0
  %1309 = insertelement <2 x bfloat> %1308, bfloat %1288, i64 1
  %1310 = bitcast <2 x bfloat> %1309 to i32
  %1311 = insertelement <2 x bfloat> poison, bfloat %1289, i64 0
  %1312 = insertelement <2 x bfloat> %1311, bfloat %1290, i64 1
  %1313 = bitcast <2 x bfloat> %1312 to i32
  %1314 = insertelement <2 x bfloat> poison, bfloat %1291, i64 0
  %1315 = insertelement <2 x bfloat> %1314, bfloat %1292, i64 1
  %1316 = bitcast <2 x bfloat> %1315 to i32
  %1317 = insertelement <8 x i32> poison, i32 %1295, i64 0
  %1318 = insertelement <8 x i32> %1317, i32 %1298, i64 1
  %1319 = insertelement <8 x i32> %1318, i32 %1301, i64 2
  %1320 = insertelement <8 x i32> %1319, i32 %1304, i64 3
  %1321 = insertelement <8 x i32> %1320, i32 %1307, i64 4
  %1322 = insertelement <8 x i32> %1321, i32 %1310, i64 5
  %1323 = insertelement <8 x i32> %1322, i32 %1313, i64 6
  %1324 = insertelement <8 x i32> %1323, i32 %1316, i64 7
  %1325 = tail call <8 x i32> @llvm.musa.bfmma.m16n16k32.mma(<8 x i32> %1276, <8 x i32> %1324, <8 x i32> %1177, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1325 to <8 x float>
  %1326 = extractelement <8 x float> %bc, i64 0
  %1327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %1136
  store float %1326, ptr addrspace(3) %1327, align 4
  %1328 = extractelement <8 x float> %bc, i64 1
  %1329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %1140
  store float %1328, ptr addrspace(3) %1329, align 4
  %1330 = extractelement <8 x float> %bc, i64 2
  %1331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %1145
  store float %1330, ptr addrspace(3) %1331, align 4
  %1332 = extractelement <8 x float> %bc, i64 3
  %1333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %1149
  store float %1332, ptr addrspace(3) %1333, align 4
  %1334 = extractelement <8 x float> %bc, i64 4
  %1335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %1154
  store float %1334, ptr addrspace(3) %1335, align 4
  %1336 = extractelement <8 x float> %bc, i64 5
  %1337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %1158
  store float %1336, ptr addrspace(3) %1337, align 4
  %1338 = extractelement <8 x float> %bc, i64 6
  %1339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %1163
  store float %1338, ptr addrspace(3) %1339, align 4
  %1340 = extractelement <8 x float> %bc, i64 7
  %1341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %1167
  store float %1340, ptr addrspace(3) %1341, align 4
  br label %1342

1342: ; preds = %1130, %1125
  %1343 = add nuw nsw i64 %1126, 1
  %1344 = icmp ult i64 %1126, 3
  br i1 %1344, label %1125, label %1345

1345: ; preds = %1342
  tail call void @llvm.musa.syncthreads.lm()
  %1346 = load <8 x float>, ptr addrspace(3) %374, align 16
  %1347 = load <8 x float>, ptr addrspace(3) %375, align 16
  %1348 = load <8 x float>, ptr addrspace(3) %376, align 16
  %1349 = load <8 x float>, ptr addrspace(3) %377, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %49, label %1350, label %1356

1350: ; preds = %1345
  %1351 = load float, ptr addrspace(3) %462, align 4
  %1352 = load float, ptr addrspace(3) %392, align 4
  %1353 = fmul contract float %1351, %1352
  %1354 = load float, ptr addrspace(3) %463, align 4
  %1355 = fadd contract float %1353, %1354
  store float %1355, ptr addrspace(3) %462, align 4
  br label %1356

1356: ; preds = %1350, %1345
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %49, label %1357, label %1361

1357: ; preds = %1356
  %1358 = load float, ptr addrspace(3) %390, align 4
  %1359 = load float, ptr addrspace(3) %391, align 4
  %1360 = tail call float @llvm.maxnum.f32(float %1358, float %1359)
  store float %1360, ptr addrspace(3) %390, align 4
  br label %1361

1361: ; preds = %1357, %1356
  tail call void @llvm.musa.syncthreads.lm()
  store bfloat %560, ptr addrspace(3) %73, align 16
  store bfloat %561, ptr addrspace(3) %75, align 2
  store bfloat %562, ptr addrspace(3) %77, align 4
  store bfloat %563, ptr addrspace(3) %79, align 2
  store bfloat %564, ptr addrspace(3) %81, align 8
  store bfloat %565, ptr addrspace(3) %83, align 2
  store bfloat %566, ptr addrspace(3) %85, align 4
  store bfloat %567, ptr addrspace(3) %87, align 2
  store bfloat %575, ptr addrspace(3) %107, align 16
  store bfloat %576, ptr addrspace(3) %109, align 2
  store bfloat %577, ptr addrspace(3) %111, align 4
  store bfloat %578, ptr addrspace(3) %113, align 2
  store bfloat %579, ptr addrspace(3) %115, align 8
  store bfloat %580, ptr addrspace(3) %117, align 2
  store bfloat %581, ptr addrspace(3) %119, align 4
  store bfloat %582, ptr addrspace(3) %121, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1362 = extractelement <8 x float> %1346, i64 0
  %1363 = extractelement <8 x float> %1346, i64 1
  %1364 = extractelement <8 x float> %1346, i64 2
  %1365 = extractelement <8 x float> %1346, i64 3
  %1366 = extractelement <8 x float> %1346, i64 4
  %1367 = extractelement <8 x float> %1346, i64 5
  %1368 = extractelement <8 x float> %1346, i64 6
  %1369 = extractelement <8 x float> %1346, i64 7
  %1370 = extractelement <8 x float> %1347, i64 0
  %1371 = extractelement <8 x float> %1347, i64 1
  %1372 = extractelement <8 x float> %1347, i64 2
  %1373 = extractelement <8 x float> %1347, i64 3
  %1374 = extractelement <8 x float> %1347, i64 4
  %1375 = extractelement <8 x float> %1347, i64 5
  %1376 = extractelement <8 x float> %1347, i64 6
  %1377 = extractelement <8 x float> %1347, i64 7
  %1378 = extractelement <8 x float> %1348, i64 0
  %1379 = extractelement <8 x float> %1348, i64 1
  %1380 = extractelement <8 x float> %1348, i64 2
  %1381 = extractelement <8 x float> %1348, i64 3
  %1382 = extractelement <8 x float> %1348, i64 4
  %1383 = extractelement <8 x float> %1348, i64 5
  %1384 = extractelement <8 x float> %1348, i64 6
  %1385 = extractelement <8 x float> %1348, i64 7
  %1386 = extractelement <8 x float> %1349, i64 0
  %1387 = extractelement <8 x float> %1349, i64 1
  %1388 = extractelement <8 x float> %1349, i64 2
  %1389 = extractelement <8 x float> %1349, i64 3
  %1390 = extractelement <8 x float> %1349, i64 4
  %1391 = extractelement <8 x float> %1349, i64 5
  %1392 = extractelement <8 x float> %1349, i64 6
  %1393 = extractelement <8 x float> %1349, i64 7
  br i1 %552, label %515, label %._crit_edge

._crit_edge: ; preds = %1361, %134
  %1394 = phi <8 x float> [ zeroinitializer, %134 ], [ %1346, %1361 ]
  %1395 = phi <8 x float> [ zeroinitializer, %134 ], [ %1347, %1361 ]
  %1396 = phi <8 x float> [ zeroinitializer, %134 ], [ %1348, %1361 ]
  %1397 = phi <8 x float> [ zeroinitializer, %134 ], [ %1349, %1361 ]
  %1398 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14
  %1399 = load float, ptr addrspace(3) %1398, align 4
  %1400 = insertelement <8 x float> poison, float %1399, i64 0
  %1401 = shufflevector <8 x float> %1400, <8 x float> poison, <8 x i32> zeroinitializer
  %1402 = fdiv <8 x float> %1394, %1401
  %1403 = fptrunc <8 x float> %1402 to <8 x bfloat>
  %1404 = getelementptr bfloat, ptr addrspace(1) %3, i64 %17
  %1405 = getelementptr bfloat, ptr addrspace(1) %1404, i64 %12
  store <8 x bfloat> %1403, ptr addrspace(1) %1405, align 16
  %1406 = getelementptr float, ptr addrspace(3) @global_smem, i32 %23
  %1407 = load float, ptr addrspace(3) %1406, align 4
  %1408 = insertelement <8 x float> poison, float %1407, i64 0
  %1409 = shufflevector <8 x float> %1408, <8 x float> poison, <8 x i32> zeroinitializer
  %1410 = fdiv <8 x float> %1395, %1409
  %1411 = fptrunc <8 x float> %1410 to <8 x bfloat>
  %1412 = getelementptr bfloat, ptr addrspace(1) %3, i64 %26
  %1413 = getelementptr bfloat, ptr addrspace(1) %1412, i64 %12
  store <8 x bfloat> %1411, ptr addrspace(1) %1413, align 16
  %1414 = getelementptr float, ptr addrspace(3) @global_smem, i32 %32
  %1415 = load float, ptr addrspace(3) %1414, align 4
  %1416 = insertelement <8 x float> poison, float %1415, i64 0
  %1417 = shufflevector <8 x float> %1416, <8 x float> poison, <8 x i32> zeroinitializer
  %1418 = fdiv <8 x float> %1396, %1417
  %1419 = fptrunc <8 x float> %1418 to <8 x bfloat>
  %1420 = getelementptr bfloat, ptr addrspace(1) %3, i64 %35
  %1421 = getelementptr bfloat, ptr addrspace(1) %1420, i64 %12
  store <8 x bfloat> %1419, ptr addrspace(1) %1421, align 16
  %1422 = getelementptr float, ptr addrspace(3) @global_smem, i32 %41
  %1423 = load float, ptr addrspace(3) %1422, align 4
  %1424 = insertelement <8 x float> poison, float %1423, i64 0
  %1425 = shufflevector <8 x float> %1424, <8 x float> poison, <8 x i32> zeroinitializer
  %1426 = fdiv <8 x float> %1397, %1425
  %1427 = fptrunc <8 x float> %1426 to <8 x bfloat>
  %1428 = getelementptr bfloat, ptr addrspace(1) %3, i64 %44
  %1429 = getelementptr bfloat, ptr addrspace(1) %1428, i64 %12
  store <8 x bfloat> %1427, ptr addrspace(1) %1429, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
